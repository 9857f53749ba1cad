import type { AdminCoupon, CreateCouponRequest, ListCouponsQuery, ListCouponsResponse } from '#shared/api/admin-billing';
import { couponStatus, discountName } from '#shared/commerce/coupon-rules';
import type { Caller } from '../api/caller.ts';
import { paymentsMode, stripeClient } from '../commerce/stripe.ts';
import { createStripeCoupon, deactivateStripeCoupon, listStripeCoupons } from '../commerce/stripe-coupons.ts';
import { deactivateTableCoupon, isCouponPageKey, listCouponsPage, putCouponIfAbsent, type CouponPageKey, type StoredCoupon } from '../data/coupons.ts';
import { BadRequestError, ConflictError, NotFoundError, PaymentUnavailableError } from '../lib/errors.ts';
import type { RequestOrigin } from '../lib/request-origin.ts';
import { auditAdminChange } from './admin-audit.ts';

/**
 * The coupon manager (/admin/billing): create, list with redemptions, deactivate. With Stripe
 * (a secret key is configured) coupons are Stripe promotion codes, since checkout only knows
 * those (commerce/stripe-coupons.ts); otherwise the table's coupons, which the local checkout
 * uses. Every change is audited with the coupon before and after.
 */
async function stripeOrNull() {
  if ((await paymentsMode()) !== 'stripe') return null;
  const stripe = await stripeClient();
  if (!stripe) throw new PaymentUnavailableError();
  return stripe;
}

function fromTable(coupon: StoredCoupon, now: Date): AdminCoupon {
  return {
    code: coupon.code,
    name: coupon.name,
    percentOff: coupon.percentOff,
    amountOffCents: coupon.amountOffCents,
    active: coupon.active,
    status: couponStatus(coupon, now),
    expiresAt: coupon.expiresAt,
    maxRedemptions: coupon.maxRedemptions,
    redemptions: coupon.redemptions,
    packageIds: coupon.packageIds?.length ? coupon.packageIds : null,
    oncePerCustomer: coupon.oncePerCustomer,
    createdAt: coupon.createdAt,
    source: 'table',
    stripePromotionCodeId: null,
  };
}

const encodeCursor = (key: CouponPageKey) => Buffer.from(JSON.stringify(key)).toString('base64url');

function decodeCursor(cursor: string): CouponPageKey {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CouponPageKey> | null;
    if (key && typeof key.pk === 'string' && typeof key.sk === 'string' && typeof key.gsi1sk === 'string') {
      const parsed = { pk: key.pk, sk: key.sk, gsi1sk: key.gsi1sk };
      if (isCouponPageKey(parsed)) return parsed;
    }
  } catch {
    // Reported below like any other bad cursor.
  }
  throw new BadRequestError('Invalid query: cursor is not one this list gave out');
}

export async function listCoupons(query: ListCouponsQuery, now = new Date()): Promise<ListCouponsResponse> {
  const stripe = await stripeOrNull();
  if (stripe) return { ...(await listStripeCoupons(stripe, query, now)), source: 'stripe' };
  const page = await listCouponsPage(query.limit, query.cursor ? decodeCursor(query.cursor) : undefined);
  return { items: page.items.map((c) => fromTable(c, now)), nextCursor: page.lastKey ? encodeCursor(page.lastKey) : null, source: 'table' };
}

/**
 * A new code. A code with a redemption limit is once per customer, as a Stripe code with
 * max_redemptions is (a limited campaign is not for one person to use up: docs/payments.md).
 */
export async function createCoupon(caller: Caller, origin: RequestOrigin, request: CreateCouponRequest, now = new Date()): Promise<AdminCoupon> {
  const name = discountName(request);
  const stripe = await stripeOrNull();
  let created: AdminCoupon;
  if (stripe) {
    created = await createStripeCoupon(stripe, { ...request, name, createdBy: caller.userId }, now);
  } else {
    const coupon: StoredCoupon = {
      code: request.code,
      name,
      percentOff: request.percentOff,
      amountOffCents: request.amountOffCents,
      active: true,
      expiresAt: request.expiresAt,
      maxRedemptions: request.maxRedemptions,
      redemptions: 0,
      oncePerCustomer: request.maxRedemptions !== null,
      createdAt: now.toISOString(),
      packageIds: request.packageIds,
      createdBy: caller.userId,
    };
    if (!(await putCouponIfAbsent(coupon))) throw new ConflictError(`The code ${request.code} already exists.`);
    created = fromTable(coupon, now);
  }
  await auditAdminChange(caller, origin, { action: 'coupon_created', target: created.code, before: null, after: created });
  return created;
}

/** Deactivates a code (it can no longer be applied; purchases made with it stay as they are). */
export async function deactivateCoupon(caller: Caller, origin: RequestOrigin, code: string, now = new Date()): Promise<AdminCoupon> {
  const stripe = await stripeOrNull();
  let change: { before: AdminCoupon; after: AdminCoupon } | 'missing' | 'inactive';
  if (stripe) {
    change = await deactivateStripeCoupon(stripe, code, now);
  } else {
    const outcome = await deactivateTableCoupon(code, caller.userId, now.toISOString());
    change = typeof outcome === 'string' ? outcome : { before: fromTable(outcome.before, now), after: fromTable(outcome.after, now) };
  }
  if (change === 'missing') throw new NotFoundError(`No coupon has the code ${code}.`);
  if (change === 'inactive') throw new ConflictError(`The code ${code} is already inactive.`);
  await auditAdminChange(caller, origin, { action: 'coupon_deactivated', target: code, before: change.before, after: change.after });
  return change.after;
}
