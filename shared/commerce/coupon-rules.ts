import { formatCad } from './pricing.ts';

/** Coupons as the coupon manager shows them (/admin/billing). Pure. */

export type CouponState = 'active' | 'inactive' | 'expired' | 'used_up';

/** What a buyer would meet: deactivated first, then past its expiry, then out of redemptions. */
export function couponStatus(coupon: { active: boolean; expiresAt: string | null; maxRedemptions: number | null; redemptions: number }, now: Date): CouponState {
  if (!coupon.active) return 'inactive';
  if (coupon.expiresAt && Date.parse(coupon.expiresAt) <= now.getTime()) return 'expired';
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) return 'used_up';
  return 'active';
}

/** The name a new code gets (the order summary's discount line): "20% off", "$25.00 off". */
export function discountName(coupon: { percentOff: number | null; amountOffCents: number | null }): string {
  return coupon.percentOff !== null ? `${coupon.percentOff}% off` : `${formatCad(coupon.amountOffCents ?? 0)} off`;
}
