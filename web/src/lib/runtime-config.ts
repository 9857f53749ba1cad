import type { RuntimeConfig } from '#shared/runtime-config';

/**
 * The environment this build runs in, served beside it as /config.json. Only its presence is
 * checked here, before the first paint; the full schema check runs where the values are used,
 * when Amplify loads (amplify.ts), so a visitor's first page does not wait for a validator.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  const config = (await response.json()) as Partial<RuntimeConfig> | null;
  if (typeof config?.userPoolId !== 'string' || typeof config.userPoolClientId !== 'string') throw new Error('/config.json names no user pool');
  if (typeof config.supportEmail !== 'string') throw new Error('/config.json names no support address');
  return config as RuntimeConfig;
}
