import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteSettingsResponseSchema } from '#shared/api/site-settings';
import { apiRequest } from '../lib/api-client.ts';
import { supportEmail } from '../lib/contact.ts';

/**
 * GET /api/site-settings (public): the Test Drive percentage, the support address and the
 * simulation-mode switch as super admins set them on /admin/settings. The landing, pricing, FAQ,
 * contact, terms, the footer and the dashboard read it; /admin/settings refreshes it after a save.
 */
export const siteSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['site-settings'], queryFn: () => apiRequest('/site-settings', siteSettingsResponseSchema), staleTime: 5 * 60_000 });

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}

/** The support address: the stored one once it has loaded, else the deployment's (/config.json). */
export function useSupportEmail(): string {
  return useSiteSettings().data?.supportEmail ?? supportEmail();
}

/** The Test Drive percentage in force, or null until it has loaded (pages then say "a discount"). */
export function useTestDrivePercent(): number | null {
  return useSiteSettings().data?.testDrive.percentOff ?? null;
}
