import { testDriveDiscountSchema } from '#shared/api/commerce';
import { requireAdmin } from '../auth/caller.ts';
import { getTestDriveDiscount, putTestDriveDiscount } from '../data/settings.ts';
import { clientIp } from '../lib/client-ip.ts';
import { NotFoundError } from '../lib/errors.ts';
import { apiHandler, json, parseBody } from '../lib/http.ts';
import { audit } from '../security/audit.ts';

/** GET/PUT /api/admin/settings/test-drive-discount (admins): the Test Drive discount and its window. */
export const handler = apiHandler(async (event) => {
  const caller = requireAdmin(event);
  if (event.requestContext.http.method === 'GET') {
    const setting = await getTestDriveDiscount();
    if (!setting) throw new NotFoundError('No Test Drive discount is set');
    return json(200, setting);
  }
  const setting = parseBody(event, testDriveDiscountSchema);
  await putTestDriveDiscount(setting, caller.userId);
  await audit({ userId: caller.userId, actionType: 'admin', action: 'test_drive_discount_set', success: true, ipAddress: clientIp(event), userAgent: event.headers['user-agent'] ?? '', metadata: setting });
  return json(200, setting);
});
