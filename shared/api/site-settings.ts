import { z } from 'zod';

/**
 * GET /api/site-settings (public): what the site shows from the settings super admins keep on
 * /admin/settings (shared/api/admin-settings.ts). Its own module, so a page that reads it does not
 * load the admin schemas.
 */
export const siteSettingsResponseSchema = z.object({
  testDrive: z.object({ percentOff: z.number().int(), startsAt: z.string(), endsAt: z.string() }),
  /** The address to show: the stored one, else the deployment's. */
  supportEmail: z.string(),
  simulationModeAllowed: z.boolean(),
});
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponseSchema>;
