import type { RuntimeConfig } from '#shared/runtime-config';

let support: string | undefined;

/** Called once with /config.json, before the first render (main.tsx). */
export function setContactConfig(config: Pick<RuntimeConfig, 'supportEmail'>): void {
  support = config.supportEmail;
}

/**
 * Where candidates reach the team (the footer, contact, terms and FAQ pages): the deployment's
 * setting (the functions' SUPPORT_EMAIL, CDK context `supportEmail`), served in /config.json, so
 * the site and the emails give the same address.
 */
export function supportEmail(): string {
  if (!support) throw new Error('The support address was read before /config.json loaded');
  return support;
}

export const PRIVACY_EMAIL = 'privacy@barprep.example.ca';
