import { testDriveDiscountSchema } from '#shared/api/commerce';
import { putSittingsRequestSchema } from '#shared/api/sittings';
import { putTestDriveDiscount } from '../data/settings.ts';
import { getSittings, replaceSittings } from '../data/sittings.ts';
import { apiFunction } from '../api/api-function.ts';
import { ConflictError } from '../lib/errors.ts';
import { json } from '../lib/http.ts';
import { audit } from '../security/audit.ts';

/** What super admins change: the Test Drive discount window and the exam sittings (both audited). */
export const handler = apiFunction('admin-settings', {
  setTestDriveDiscount: async ({ caller, body, origin }) => {
    const setting = body(testDriveDiscountSchema);
    await putTestDriveDiscount(setting, caller.userId);
    await audit({ userId: caller.userId, actionType: 'admin', action: 'test_drive_discount_set', success: true, ...origin, metadata: setting });
    return json(200, setting);
  },
  replaceSittings: async ({ caller, body, origin }) => {
    const request = body(putSittingsRequestSchema);
    const result = await replaceSittings(request.sittings, request.expectedUpdatedAt, caller.userId);
    if (!result.written) throw new ConflictError('The sittings were changed by someone else since you loaded them. Reload and apply your change again.');
    await audit({
      userId: caller.userId,
      actionType: 'admin',
      action: 'sittings_replaced',
      success: true,
      ...origin,
      metadata: { count: request.sittings.length, ids: request.sittings.map((s) => s.id).join(',') },
    });
    return json(200, await getSittings());
  },
});
