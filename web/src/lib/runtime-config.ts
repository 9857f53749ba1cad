import { runtimeConfigSchema, type RuntimeConfig } from '#shared/runtime-config';

/** The environment this build runs in, served beside it as /config.json. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  return runtimeConfigSchema.parse(await response.json());
}
