import type Stripe from 'stripe';
import type { AdminCoupon, CreateCouponRequest } from '#shared/api/admin-billing';
import { couponStatus } from '#shared/commerce/coupon-rules';
import { BadRequestError, ConflictError } from '../lib/errors.ts';
import { PACKAGE_IDS_METADATA, packageIdsFromMetadata } from './coupons.ts';

/**
 * The coupon manager with Stripe: a new code is a Stripe coupon (the discount, in CAD, with its
 * expiry as `redeem_by` and its limit as `max_redemptions`) and a promotion code carrying the code,
 * which is what buyers type and what checkout attaches. The packs a code is for are recorded in
 * the promotion code's metadata (`package_ids`), because our line items are made per checkout and
 * Stripe's `applies_to` (products) cannot name them; quote and checkout enforce it
 * (coupons.ts, fromPromotionCode). Listing and deactivating work on the promotion codes.
 */
export type StripeCoupons = Pick<Stripe, 'coupons' | 'promotionCodes'>;

export interface NewCoupon extends CreateCouponRequest {
  name: string;
  /** The administrator's user id, kept in the metadata. */
  createdBy: string;
}

const epochSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

function metadataOf(coupon: NewCoupon): Record<string, string> {
  return { created_by: coupon.createdBy, ...(coupon.packageIds ? { [PACKAGE_IDS_METADATA]: coupon.packageIds.join(',') } : {}) };
}

/** The Stripe coupon: one discount for one payment, in CAD for an amount off. */
export function stripeCouponParams(coupon: NewCoupon): Stripe.CouponCreateParams {
  return {
    name: coupon.name,
    duration: 'once',
    ...(coupon.percentOff !== null ? { percent_off: coupon.percentOff } : { amount_off: coupon.amountOffCents ?? 0, currency: 'cad' }),
    ...(coupon.expiresAt ? { redeem_by: epochSeconds(coupon.expiresAt) } : {}),
    ...(coupon.maxRedemptions !== null ? { max_redemptions: coupon.maxRedemptions } : {}),
    metadata: { ...metadataOf(coupon), code: coupon.code },
  };
}

/** The promotion code for it: the code buyers type, expiring with the coupon, with the packs it is for. */
export function stripePromotionCodeParams(coupon: NewCoupon, stripeCouponId: string): Stripe.PromotionCodeCreateParams {
  return {
    promotion: { type: 'coupon', coupon: stripeCouponId },
    code: coupon.code,
    ...(coupon.expiresAt ? { expires_at: epochSeconds(coupon.expiresAt) } : {}),
    metadata: metadataOf(coupon),
    expand: ['promotion.coupon'],
  };
}

const isStripeInvalidRequest = (error: unknown): error is Error => typeof error === 'object' && error !== null && (error as { type?: unknown }).type === 'StripeInvalidRequestError';

/** Every promotion code with this code, whatever its state (Stripe matches codes without regard to case). */
async function promotionCodesFor(stripe: StripeCoupons, code: string): Promise<Stripe.PromotionCode[]> {
  const found = await stripe.promotionCodes.list({ code, limit: 100, expand: ['data.promotion.coupon'] });
  return found.data.filter((p) => p.code.toUpperCase() === code.toUpperCase());
}

/** Creates the coupon and its promotion code; 409 when a promotion code with this code exists (active or not). */
export async function createStripeCoupon(stripe: StripeCoupons, coupon: NewCoupon, now = new Date()): Promise<AdminCoupon> {
  // Stripe's codes are letters, digits and dashes.
  if (coupon.code.includes('_')) throw new BadRequestError('Invalid body: code: with Stripe, a code uses letters, digits and - only');
  if ((await promotionCodesFor(stripe, coupon.code)).length > 0) throw new ConflictError(`The code ${coupon.code} already exists.`);
  let created: Stripe.Coupon;
  try {
    created = await stripe.coupons.create(stripeCouponParams(coupon));
  } catch (error) {
    if (isStripeInvalidRequest(error)) throw new BadRequestError(`Stripe refused the coupon: ${error.message}`);
    throw error;
  }
  try {
    const promotion = await stripe.promotionCodes.create(stripePromotionCodeParams(coupon, created.id));
    return adminCouponFromPromotion(promotion, now);
  } catch (error) {
    // No coupon without its code is left behind (it could not be typed in anyway).
    await stripe.coupons.del(created.id).catch(() => undefined);
    if (isStripeInvalidRequest(error)) {
      if (/already exists/i.test(error.message)) throw new ConflictError(`The code ${coupon.code} already exists.`);
      throw new BadRequestError(`Stripe refused the promotion code: ${error.message}`);
    }
    throw error;
  }
}

/** A promotion code (its coupon expanded) as the coupon manager lists it. */
export function adminCouponFromPromotion(promotion: Stripe.PromotionCode, now: Date): AdminCoupon {
  const coupon = typeof promotion.promotion.coupon === 'object' ? promotion.promotion.coupon : null;
  const code = promotion.code.toUpperCase();
  const amountOffCents = coupon?.amount_off != null ? (coupon.currency?.toLowerCase() === 'cad' ? coupon.amount_off : (coupon.currency_options?.cad?.amount_off ?? null)) : null;
  const ends = [promotion.expires_at, coupon?.redeem_by].filter((t): t is number => typeof t === 'number');
  const expiresAt = ends.length ? new Date(Math.min(...ends) * 1000).toISOString() : null;
  const maxRedemptions = promotion.max_redemptions ?? coupon?.max_redemptions ?? null;
  const redemptions = promotion.times_redeemed;
  const flagged = (metadata: Stripe.Metadata | null | undefined) => metadata?.once_per_customer === 'true';
  const active = promotion.active;
  let status = couponStatus({ active, expiresAt, maxRedemptions, redemptions }, now);
  // A coupon Stripe no longer honours (past redeem_by, or redeemed its max through other codes).
  if (status === 'active' && coupon && !coupon.valid) status = coupon.redeem_by !== null && coupon.redeem_by * 1000 <= now.getTime() ? 'expired' : 'used_up';
  return {
    code,
    name: coupon?.name ?? code,
    percentOff: coupon?.percent_off ?? null,
    amountOffCents,
    active,
    status,
    expiresAt,
    maxRedemptions,
    redemptions,
    packageIds: packageIdsFromMetadata(promotion.metadata, coupon?.metadata),
    oncePerCustomer:
      promotion.restrictions.first_time_transaction || maxRedemptions !== null || flagged(promotion.metadata) || flagged(coupon?.metadata),
    createdAt: new Date(promotion.created * 1000).toISOString(),
    source: 'stripe',
    stripePromotionCodeId: promotion.id,
  };
}

/** A page of promotion codes, newest first; the cursor is the last one's id (Stripe's starting_after). */
export async function listStripeCoupons(stripe: StripeCoupons, page: { limit: number; cursor?: string }, now = new Date()): Promise<{ items: AdminCoupon[]; nextCursor: string | null }> {
  if (page.cursor !== undefined && !/^promo_[A-Za-z0-9]+$/.test(page.cursor)) throw new BadRequestError('Invalid query: cursor is not one this list gave out');
  const found = await stripe.promotionCodes.list({ limit: page.limit, ...(page.cursor ? { starting_after: page.cursor } : {}), expand: ['data.promotion.coupon'] });
  return { items: found.data.map((p) => adminCouponFromPromotion(p, now)), nextCursor: found.has_more ? (found.data.at(-1)?.id ?? null) : null };
}

/**
 * Deactivates the code's active promotion code (active = false; Stripe does not delete them):
 * 'missing' when Stripe has no such code, 'inactive' when none of its promotion codes is active.
 */
export async function deactivateStripeCoupon(stripe: StripeCoupons, code: string, now = new Date()): Promise<{ before: AdminCoupon; after: AdminCoupon } | 'missing' | 'inactive'> {
  const found = await promotionCodesFor(stripe, code);
  if (found.length === 0) return 'missing';
  const live = found.find((p) => p.active);
  if (!live) return 'inactive';
  const updated = await stripe.promotionCodes.update(live.id, { active: false, expand: ['promotion.coupon'] });
  return { before: adminCouponFromPromotion(live, now), after: adminCouponFromPromotion(updated, now) };
}
