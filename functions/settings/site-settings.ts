import type { AdminSettingsDocument, AdminSettingsResponse, PutAdminSettingsRequest } from '#shared/api/admin-settings';
import type { SiteSettingsResponse } from '#shared/api/site-settings';
import { auditAdminChange } from '../admin/admin-audit.ts';
import type { Caller } from '../api/caller.ts';
import { defaultWindow } from '../commerce/test-drive.ts';
import { getTestDriveDiscountRecord } from '../data/settings.ts';
import { getSiteSettingsRecord, saveSettingsDocument } from '../data/site-settings.ts';
import { getSittings } from '../data/sittings.ts';
import { supportAddress } from '../email/support-address.ts';
import { config } from '../lib/config.ts';
import { ConflictError } from '../lib/errors.ts';
import type { RequestOrigin } from '../lib/request-origin.ts';

/**
 * The settings document of /admin/settings: the Test Drive discount (its own item, which the
 * server's pricing reads), the support address and the simulation-mode switch (the SITE item),
 * versioned together by the later of the two items' `updatedAt`.
 */

const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

export async function readAdminSettings(now = new Date()): Promise<AdminSettingsResponse> {
  const [testDrive, site, sittings] = await Promise.all([getTestDriveDiscountRecord(), getSiteSettingsRecord(), getSittings()]);
  return {
    testDrive: testDrive.setting ?? defaultWindow(now),
    supportEmail: site.settings.supportEmail,
    simulationModeAllowed: site.settings.simulationModeAllowed,
    updatedAt: later(testDrive.updatedAt, site.updatedAt),
    defaultSupportEmail: config().SUPPORT_EMAIL,
    sittings,
  };
}

const documentOf = (settings: AdminSettingsDocument): AdminSettingsDocument => ({
  testDrive: settings.testDrive,
  supportEmail: settings.supportEmail,
  simulationModeAllowed: settings.simulationModeAllowed,
});

/** Saves the whole document unless someone saved since the editor loaded it (409), and audits before and after. */
export async function saveAdminSettings(caller: Caller, origin: RequestOrigin, request: PutAdminSettingsRequest): Promise<AdminSettingsResponse> {
  const before = documentOf(await readAdminSettings());
  const after = documentOf(request);
  const { written } = await saveSettingsDocument(after, request.expectedUpdatedAt, caller.userId);
  if (!written) throw new ConflictError('The settings were changed by someone else since you loaded them. Reload and apply your change again.');
  await auditAdminChange(caller, origin, { action: 'settings_changed', target: 'settings', before, after });
  return readAdminSettings();
}

/** GET /api/site-settings: what the landing, pricing, FAQ, footer and dashboard read. */
export async function publicSiteSettings(now = new Date()): Promise<SiteSettingsResponse> {
  const [testDrive, site, supportEmail] = await Promise.all([getTestDriveDiscountRecord(), getSiteSettingsRecord(), supportAddress()]);
  const { percentOff, startsAt, endsAt } = testDrive.setting ?? defaultWindow(now);
  return { testDrive: { percentOff, startsAt, endsAt }, supportEmail, simulationModeAllowed: site.settings.simulationModeAllowed };
}
