import type Stripe from 'stripe';
import type { CouponResponse } from '#shared/api/commerce';
import { PACKS } from '#shared/catalogue';
import { formatCad, type Coupon } from '#shared/commerce/pricing';
import { consumeRateLimit } from '../auth/rate-limiter.ts';
import { getCoupon, getCouponUse } from '../data/coupons.ts';
import { listPurchases } from '../data/purchases.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { paymentsMode, stripeClient } from './stripe.ts';

/**
 * Coupon codes. With Stripe, a code is an active Stripe promotion code (never a raw coupon id, so
 * a staff coupon cannot be typed in), attached to the Checkout Session so that Stripe applies and
 * counts it. Locally, the coupons table. Either way, a code may allow one use per customer: the
 * webhook records each user's use in the grant transaction, and quotes and checkouts refuse a
 * second one before any money is asked for.
 */
export interface ResolvedCoupon extends Coupon {
  source: 'stripe' | 'table';
  /** Stripe's promotion code id (promo_...), attached to the Checkout Session; null for the table's coupons. */
  promotionCodeId: string | null;
  /** What a user's use is recorded under: the promotion code id, or the table coupon's code. */
  useKey: string;
  /** One purchase per user with this code. */
  oncePerCustomer: boolean;
  /** Stripe's first_time_transaction: only for a buyer with no purchase yet. */
  firstPurchaseOnly: boolean;
  /** Stripe's minimum order (before the discount), in cents, or null. */
  minimumSubtotalCents: number | null;
  /** The packs it may be used for, or null for every pack (the table's packageIds; a promotion code's metadata package_ids). */
  packageIds: string[] | null;
}

/** Where a Stripe promotion code (or its coupon) records the packs it is for: pack ids, comma-separated. */
export const PACKAGE_IDS_METADATA = 'package_ids';

/** The packs a Stripe promotion code is for, from its metadata (or its coupon's); null: every pack. */
export function packageIdsFromMetadata(...sources: (Stripe.Metadata | null | undefined)[]): string[] | null {
  for (const metadata of sources) {
    const value = metadata?.[PACKAGE_IDS_METADATA]?.trim();
    if (value) return value.split(',').map((id) => id.trim()).filter(Boolean);
  }
  return null;
}

const flagged = (metadata: Stripe.Metadata | null | undefined) => metadata?.once_per_customer === 'true';

/**
 * A Stripe promotion code as a coupon we can sell with, or null when it cannot be used here: not
 * active or expired, used up, limited to one Stripe customer (we create none), limited to some
 * products (our line items are made per checkout), or off in another currency than CAD.
 */
export function fromPromotionCode(promotion: Stripe.PromotionCode, now: Date): ResolvedCoupon | null {
  if (!promotion.active) return null;
  if (promotion.expires_at !== null && promotion.expires_at * 1000 <= now.getTime()) return null;
  if (promotion.max_redemptions !== null && promotion.times_redeemed >= promotion.max_redemptions) return null;
  if (promotion.customer || promotion.customer_account) return null;
  const coupon = typeof promotion.promotion.coupon === 'object' ? promotion.promotion.coupon : null;
  if (!coupon?.valid) return null;
  if (coupon.applies_to?.products.length) return null;
  let amountOffCents: number | null = null;
  if (coupon.amount_off !== null) {
    if (coupon.currency?.toLowerCase() === 'cad') amountOffCents = coupon.amount_off;
    else if (coupon.currency_options?.cad) amountOffCents = coupon.currency_options.cad.amount_off;
    else return null;
  }
  if (!coupon.percent_off && !amountOffCents) return null;
  const { restrictions } = promotion;
  const minimum = restrictions.currency_options?.cad?.minimum_amount ?? (restrictions.minimum_amount_currency?.toLowerCase() === 'cad' ? restrictions.minimum_amount : null);
  if (restrictions.minimum_amount !== null && minimum === null) return null;
  const code = promotion.code.toUpperCase();
  return {
    code,
    name: coupon.name ?? code,
    percentOff: coupon.percent_off ?? null,
    amountOffCents,
    source: 'stripe',
    promotionCodeId: promotion.id,
    useKey: promotion.id,
    // A limited code, a first-purchase code or one marked so is not for using twice.
    oncePerCustomer:
      restrictions.first_time_transaction || promotion.max_redemptions !== null || coupon.max_redemptions !== null || flagged(promotion.metadata) || flagged(coupon.metadata),
    firstPurchaseOnly: restrictions.first_time_transaction,
    minimumSubtotalCents: minimum ?? null,
    packageIds: packageIdsFromMetadata(promotion.metadata, coupon.metadata),
  };
}

/** Looks the code up as an active Stripe promotion code, and only as that. */
export async function findPromotionCode(stripe: Pick<Stripe, 'promotionCodes'>, code: string, now: Date): Promise<ResolvedCoupon | null> {
  const found = await stripe.promotionCodes.list({ code, active: true, limit: 10, expand: ['data.promotion.coupon'] });
  const promotion = found.data.find((p) => p.code.toUpperCase() === code.toUpperCase());
  return promotion ? fromPromotionCode(promotion, now) : null;
}

/** A usable coupon by code (already uppercased), whoever asks; null for unknown, inactive, expired or used-up codes. */
export async function findCoupon(code: string, now = new Date()): Promise<ResolvedCoupon | null> {
  if ((await paymentsMode()) === 'stripe') {
    const stripe = await stripeClient();
    if (!stripe) return null;
    try {
      return await findPromotionCode(stripe, code, now);
    } catch (error) {
      logger.error('Stripe promotion code lookup failed', { error: error as Error });
      throw error;
    }
  }
  const stored = await getCoupon(code);
  if (!stored?.active) return null;
  if (stored.expiresAt && Date.parse(stored.expiresAt) <= now.getTime()) return null;
  if (stored.maxRedemptions !== null && stored.redemptions >= stored.maxRedemptions) return null;
  return {
    code: stored.code,
    name: stored.name,
    percentOff: stored.percentOff,
    amountOffCents: stored.amountOffCents,
    source: 'table',
    promotionCodeId: null,
    useKey: stored.code,
    oncePerCustomer: stored.oncePerCustomer,
    firstPurchaseOnly: false,
    minimumSubtotalCents: null,
    packageIds: stored.packageIds?.length ? stored.packageIds : null,
  };
}

export type CouponRefusal = 'invalid' | 'other_pack' | 'already_used' | 'first_purchase_only' | 'below_minimum';

export const INVALID_COUPON_MESSAGE = 'The coupon code you entered is not valid.';
export const COUPON_ALREADY_USED_MESSAGE = 'You have already used this coupon code. It can be used once per customer.';

/**
 * The coupon for this buyer, or why not: the code's own validity, then, when the order is known,
 * the packs it is for, its rules about the buyer (one use per customer, first purchase only) and
 * its minimum.
 */
export async function couponForBuyer(
  userId: string,
  code: string,
  options: { now?: Date; subtotalCents?: number; packageId?: string } = {},
): Promise<{ coupon: ResolvedCoupon } | { refusal: CouponRefusal; coupon?: ResolvedCoupon }> {
  const coupon = await findCoupon(code, options.now);
  if (!coupon) return { refusal: 'invalid' };
  if (options.packageId !== undefined && coupon.packageIds && !coupon.packageIds.includes(options.packageId)) return { refusal: 'other_pack', coupon };
  if (coupon.oncePerCustomer && (await getCouponUse(userId, coupon.useKey))) return { refusal: 'already_used', coupon };
  // A comp an admin granted is not a purchase: its holder still makes a first one.
  if (coupon.firstPurchaseOnly && (await listPurchases(userId)).some((p) => p.source !== 'comp')) return { refusal: 'first_purchase_only', coupon };
  if (options.subtotalCents !== undefined && coupon.minimumSubtotalCents !== null && options.subtotalCents < coupon.minimumSubtotalCents) return { refusal: 'below_minimum', coupon };
  return { coupon };
}

/** The error for a refused coupon: unknown codes are a 404 at validation and a 400 in a quote or checkout (as before); a code this buyer may not use is a 409. */
export function couponRefusalError(refusal: CouponRefusal, coupon: ResolvedCoupon | undefined, where: 'validate' | 'order'): Error {
  switch (refusal) {
    case 'invalid':
      return where === 'validate' ? new NotFoundError(INVALID_COUPON_MESSAGE) : new BadRequestError(INVALID_COUPON_MESSAGE, 'Invalid Coupon');
    case 'already_used':
      return new ConflictError(COUPON_ALREADY_USED_MESSAGE);
    case 'first_purchase_only':
      return new ConflictError('This coupon code is for a first purchase only.');
    case 'below_minimum':
      return new ConflictError(`This coupon code needs an order of at least ${formatCad(coupon?.minimumSubtotalCents ?? 0)}.`);
    case 'other_pack':
      return new ConflictError(`This coupon code is for ${packNames(coupon?.packageIds ?? [])} only.`);
  }
}

/** "the Barrister Performance Pack", "the Barrister Performance Pack or the Total Performance Pack". */
function packNames(packageIds: readonly string[]): string {
  const names = packageIds.map((id) => `the ${Object.values(PACKS).find((pack) => pack.id === id)?.name ?? 'another pack'}`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? 'other packs');
}

/** The coupon as the browser sees it (no Stripe ids, no rules). */
export const publicCoupon = (coupon: Coupon): Coupon => ({ code: coupon.code, name: coupon.name, percentOff: coupon.percentOff, amountOffCents: coupon.amountOffCents });

/**
 * POST /api/coupons/validate: the code for this buyer, counted against their couponValidation
 * rate limit first (10 a minute), so codes cannot be guessed by trying them.
 */
export async function validateCoupon(userId: string, code: string, now = new Date(), packageId?: string): Promise<CouponResponse> {
  await consumeRateLimit('couponValidation', { identifier: userId });
  const found = await couponForBuyer(userId, code, { now, packageId });
  if ('refusal' in found) throw couponRefusalError(found.refusal, found.coupon, 'validate');
  return { name: found.coupon.name, percent_off: found.coupon.percentOff, amount_off: found.coupon.amountOffCents };
}
