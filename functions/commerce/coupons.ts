import type Stripe from 'stripe';
import type { Coupon } from '#shared/commerce/pricing';
import { getCoupon } from '../data/coupons.ts';
import { logger } from '../lib/logger.ts';
import { paymentsMode, stripeClient } from './stripe.ts';

/**
 * Finds a usable coupon by code (already uppercased): Stripe's promotion codes and coupons when
 * Stripe is configured, the coupons table otherwise. Null for unknown, inactive, expired or used-up codes.
 */
function fromStripeCoupon(code: string, coupon: Stripe.Coupon): Coupon | null {
  if (!coupon.valid) return null;
  if (coupon.amount_off !== null && coupon.currency && coupon.currency.toLowerCase() !== 'cad') return null;
  return { code, name: coupon.name ?? code, percentOff: coupon.percent_off ?? null, amountOffCents: coupon.amount_off ?? null };
}

async function findStripeCoupon(stripe: Stripe, code: string): Promise<Coupon | null> {
  const promotions = await stripe.promotionCodes.list({ code, active: true, limit: 1, expand: ['data.promotion.coupon'] });
  const promotion = promotions.data[0] as (Stripe.PromotionCode & { coupon?: Stripe.Coupon; promotion?: { coupon?: Stripe.Coupon | string } }) | undefined;
  const promoted = promotion?.coupon ?? (typeof promotion?.promotion?.coupon === 'object' ? promotion.promotion.coupon : undefined);
  if (promoted) return fromStripeCoupon(code, promoted);
  try {
    return fromStripeCoupon(code, await stripe.coupons.retrieve(code));
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
}

export async function findCoupon(code: string, now = new Date()): Promise<Coupon | null> {
  if ((await paymentsMode()) === 'stripe') {
    const stripe = await stripeClient();
    if (!stripe) return null;
    try {
      return await findStripeCoupon(stripe, code);
    } catch (error) {
      logger.error('Stripe coupon lookup failed', { error: error as Error });
      throw error;
    }
  }
  const stored = await getCoupon(code);
  if (!stored?.active) return null;
  if (stored.expiresAt && Date.parse(stored.expiresAt) <= now.getTime()) return null;
  if (stored.maxRedemptions !== null && stored.redemptions >= stored.maxRedemptions) return null;
  return { code: stored.code, name: stored.name, percentOff: stored.percentOff, amountOffCents: stored.amountOffCents };
}
