import { putCouponIfAbsent } from '../data/coupons.ts';
import { putTestDriveDiscountIfAbsent } from '../data/settings.ts';
import { defaultWindow } from './test-drive.ts';

/** The spec's early-adopter code (20% off), used when Stripe is not configured. */
export const EARLY_ADOPTER_CODE = 'EARLY20';

/** Seeds the early-adopter coupon and the default Test Drive window; existing items are kept. */
export async function seedCommerce(now = new Date()): Promise<void> {
  await Promise.all([
    putCouponIfAbsent({
      code: EARLY_ADOPTER_CODE,
      name: 'Early adopter 20% off',
      percentOff: 20,
      amountOffCents: null,
      active: true,
      expiresAt: null,
      maxRedemptions: null,
      redemptions: 0,
      // An early adopter may use it on each of their purchases (a code can say otherwise: oncePerCustomer).
      oncePerCustomer: false,
      createdAt: now.toISOString(),
    }),
    putTestDriveDiscountIfAbsent(defaultWindow(now)),
  ]);
}
