import { getSiteSettingsRecord } from '../data/site-settings.ts';
import { config } from '../lib/config.ts';
import { logger } from '../lib/logger.ts';

/**
 * Where candidates write to us: the address a super admin set on /admin/settings, else the
 * deployment's (SUPPORT_EMAIL, CDK context `supportEmail`). Read at each use, so a change shows in
 * the next email and page; if the setting cannot be read, the deployment's address is used.
 */
export async function supportAddress(): Promise<string> {
  try {
    return (await getSiteSettingsRecord()).settings.supportEmail ?? config().SUPPORT_EMAIL;
  } catch (error) {
    logger.warn('Support address setting unreadable; using SUPPORT_EMAIL', { error: error as Error });
    return config().SUPPORT_EMAIL;
  }
}
