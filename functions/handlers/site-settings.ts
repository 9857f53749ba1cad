import { publicSiteSettings } from '../settings/site-settings.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/**
 * GET /api/site-settings (public): the Test Drive percentage and window, the support address and
 * the simulation-mode switch, as super admins set them. Revalidated on each load (no-cache), so a
 * change shows on the next page load.
 */
export const handler = apiFunction('site-settings', {
  getSiteSettings: async () => json(200, await publicSiteSettings(), { 'cache-control': 'no-cache' }),
});
