import { testDriveDiscountSchema } from '#shared/api/commerce';
import { putAdminSettingsRequestSchema } from '#shared/api/admin-settings';
import { putSittingsRequestSchema } from '#shared/api/sittings';
import { auditAdminChange } from '../admin/admin-audit.ts';
import { getTestDriveDiscount, putTestDriveDiscount } from '../data/settings.ts';
import { saveAdminSettings } from '../settings/site-settings.ts';
import { replaceSittingsAsAdmin } from '../sittings/replace-sittings.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** What super admins change on /admin/settings: the settings document, the Test Drive window and the exam sittings (each audited, before and after). */
export const handler = apiFunction('admin-settings', {
  saveSettings: async ({ caller, body, origin }) => json(200, await saveAdminSettings(caller, origin, body(putAdminSettingsRequestSchema))),
  setTestDriveDiscount: async ({ caller, body, origin }) => {
    const setting = body(testDriveDiscountSchema);
    const before = await getTestDriveDiscount();
    await putTestDriveDiscount(setting, caller.userId);
    await auditAdminChange(caller, origin, { action: 'test_drive_discount_set', target: 'test_drive_discount', before, after: setting });
    return json(200, setting);
  },
  replaceSittings: async ({ caller, body, origin }) => json(200, await replaceSittingsAsAdmin(caller, origin, body(putSittingsRequestSchema))),
});
