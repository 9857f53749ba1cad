import type { TestDriveDiscount } from '#shared/api/commerce';
import { TEST_DRIVE_PERCENT_OFF } from '#shared/commerce/pricing';
import { torontoLongDate } from '#shared/toronto-time';
import type { Attempt } from '../data/attempts.ts';
import { hasCompletedExamType } from '../data/history.ts';
import { claimEmailSend } from '../data/email-sends.ts';
import { getTestDriveDiscount } from '../data/settings.ts';
import { getProfile } from '../data/users.ts';
import { sendEmail } from '../email/send-email.ts';
import { config } from '../lib/config.ts';

/**
 * The Test Drive discount: completing the free diagnostic unlocks a percentage off, applied
 * automatically at checkout while the window an administrator sets is open (the spec says "for
 * August"; the default seeded window is the next August).
 */
export function isWindowOpen(setting: TestDriveDiscount | null, now: Date): setting is TestDriveDiscount {
  return setting !== null && Date.parse(setting.startsAt) <= now.getTime() && now.getTime() < Date.parse(setting.endsAt);
}

/** The discount this user gets now, or null. */
export async function testDriveDiscountFor(userId: string, now = new Date()): Promise<TestDriveDiscount | null> {
  const setting = await getTestDriveDiscount();
  if (!isWindowOpen(setting, now)) return null;
  return (await hasCompletedExamType(userId, 'diagnostic')) ? setting : null;
}

/** The seeded window: August 1 to 31 in Toronto, this year until August ends, then next year, at the spec's percentage (super admins change both on /admin/settings). */
export function defaultWindow(now: Date): TestDriveDiscount {
  const year = now.getUTCMonth() >= 8 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  // Toronto is on daylight time (UTC-4) all August.
  return { percentOff: TEST_DRIVE_PERCENT_OFF, startsAt: `${year}-08-01T04:00:00.000Z`, endsAt: `${year}-09-01T04:00:00.000Z` };
}

/** After the Test Drive: the conversion email, once per candidate, while the discount can be used. */
export async function afterTestDrive(attempt: Attempt, now = new Date()): Promise<void> {
  if (attempt.examType !== 'diagnostic') return;
  const setting = await getTestDriveDiscount();
  if (!isWindowOpen(setting, now)) return;
  const profile = await getProfile(attempt.userId);
  if (!profile?.email || !(await claimEmailSend('conversion', attempt.userId))) return;
  await sendEmail({
    to: profile.email,
    userId: attempt.userId,
    template: 'conversion',
    data: {
      firstName: profile.firstName ?? 'there',
      discountPercent: setting.percentOff,
      endsOn: torontoLongDate(new Date(Date.parse(setting.endsAt) - 1)),
      pricingUrl: `${config().APP_URL}/pricing`,
    },
  });
}
