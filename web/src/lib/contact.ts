import type { RuntimeConfig } from '#shared/runtime-config';

let support: string | undefined;

/** Called once with /config.json, before the first render (main.tsx). */
export function setContactConfig(config: Pick<RuntimeConfig, 'supportEmail'>): void {
  support = config.supportEmail;
}

/**
 * Where candidates reach the team: the deployment's setting (the functions' SUPPORT_EMAIL, CDK
 * context `supportEmail`), served in /config.json. A super admin may override it on
 * /admin/settings: pages read the address in force with `useSupportEmail` (api/site-settings.ts),
 * which answers this one until the stored setting has loaded.
 */
export function supportEmail(): string {
  if (!support) throw new Error('The support address was read before /config.json loaded');
  return support;
}

export const PRIVACY_EMAIL = 'privacy@barprep.example.ca';
