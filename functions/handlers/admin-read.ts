import { analyticsQuerySchema } from '#shared/api/events';
import { analyticsBetween } from '../analytics/events.ts';
import { getTestDriveDiscount } from '../data/settings.ts';
import { apiFunction } from '../api/api-function.ts';
import { NotFoundError } from '../lib/errors.ts';
import { json } from '../lib/http.ts';
import { securityOverview } from '../security/security-overview.ts';
import { readAdminSettings } from '../settings/site-settings.ts';

/** What super admins read: the Test Drive discount, security events, analytics. */
export const handler = apiFunction('admin-read', {
  getTestDriveDiscount: async () => {
    const setting = await getTestDriveDiscount();
    if (!setting) throw new NotFoundError('No Test Drive discount is set');
    return json(200, setting);
  },
  getSettings: async () => json(200, await readAdminSettings()),
  securityOverview: async () => json(200, await securityOverview()),
  analytics: async ({ query }) => {
    const { from, to } = query(analyticsQuerySchema);
    return json(200, await analyticsBetween(from, to));
  },
});
