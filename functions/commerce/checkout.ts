import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { CheckoutRequest, QuoteResponse } from '#shared/api/commerce';
import { PACKS, ACCESS_DAYS } from '#shared/catalogue';
import { planOfPackageId, packPrice, priceOrder } from '#shared/commerce/pricing';
import type { Caller } from '../api/caller.ts';
import { countCheckoutStarted } from '../analytics/business-stats.ts';
import { consumeRateLimit } from '../auth/rate-limiter.ts';
import { ownedPacks } from '../content/access.ts';
import { listActivePackages } from '../data/packages.ts';
import { putLocalSession } from '../data/checkout-sessions.ts';
import { getProfile } from '../data/users.ts';
import { config } from '../lib/config.ts';
import { ConflictError, EmailUnverifiedError, NotFoundError, PaymentUnavailableError } from '../lib/errors.ts';
import { couponForBuyer, couponRefusalError, publicCoupon, type ResolvedCoupon } from './coupons.ts';
import { hstTaxRateId, paymentsMode, stripeClient, stripeSettings } from './stripe.ts';
import { testDriveDiscountFor } from './test-drive.ts';

/**
 * Checkout: the server alone decides what is charged (list or upgrade price, the larger of the
 * coupon and the Test Drive discount, 13% HST after the discount) and asks Stripe, or the local
 * stand-in, for a checkout page. Every pricing (a quote or a checkout) counts against the caller's
 * checkoutQuote rate limit, so codes cannot be tried by the thousand.
 */
export interface PricedOrder {
  quote: QuoteResponse;
  /** The coupon as resolved on the server (Stripe's promotion code id, its per-customer rule). */
  coupon: ResolvedCoupon | null;
}

export async function quote(caller: Caller, request: CheckoutRequest, now = new Date()): Promise<QuoteResponse> {
  await consumeRateLimit('checkoutQuote', { identifier: caller.userId });
  return (await priceFor(caller, request, now)).quote;
}

async function priceFor(caller: Caller, request: CheckoutRequest, now: Date): Promise<PricedOrder> {
  const plan = planOfPackageId(request.packageId);
  const active = await listActivePackages();
  const stored = active.find((p) => p.id === request.packageId);
  if (!plan || !stored) throw new NotFoundError('Package not found');
  const { classes } = await ownedPacks(caller.userId, now, active);
  const price = packPrice(plan, classes, stored.priceCents);
  if ('refusal' in price) {
    throw new ConflictError(price.refusal === 'complete_access' ? 'You already have Complete Access to every pack.' : `You already own the ${stored.name}.`);
  }
  let coupon: ResolvedCoupon | null = null;
  if (request.couponCode) {
    const found = await couponForBuyer(caller.userId, request.couponCode, { now, subtotalCents: price.priceCents, packageId: stored.id });
    if ('refusal' in found) throw couponRefusalError(found.refusal, found.coupon, 'order');
    coupon = found.coupon;
  }
  const testDrive = await testDriveDiscountFor(caller.userId, now);
  return {
    coupon,
    quote: {
      packageId: stored.id,
      packageName: stored.name,
      isUpgrade: price.isUpgrade,
      basePriceCents: price.priceCents,
      coupon: coupon ? publicCoupon(coupon) : null,
      testDrivePercentOff: testDrive?.percentOff ?? null,
      testDriveEndsAt: testDrive?.endsAt ?? null,
      order: priceOrder({ subtotalCents: price.priceCents, coupon, testDrivePercentOff: testDrive?.percentOff ?? null }),
    },
  };
}

/**
 * The session's metadata: who buys what, the order summary's numbers, and the coupon that
 * applied with its per-customer rule, which the webhook records in the grant transaction. A
 * coupon that lost to the Test Drive discount is not used, so it is not named.
 */
export function orderMetadata(priced: PricedOrder, userId: string): Record<string, string> {
  const { quote: q, coupon } = priced;
  const applied = q.order.discountSource === 'coupon' ? coupon : null;
  return {
    userId,
    packageId: q.packageId,
    couponCode: applied?.code ?? '',
    couponSource: applied?.source ?? '',
    couponUseKey: applied?.useKey ?? '',
    couponOncePerCustomer: applied?.oncePerCustomer ? 'true' : '',
    subtotalCents: String(q.order.subtotalCents),
    discountCents: String(q.order.discountCents),
    taxCents: String(q.order.taxCents),
    totalCents: String(q.order.totalCents),
  };
}

/**
 * The Stripe Checkout Session for a priced order. The pack's line is its undiscounted price with
 * Ontario HST as a tax rate; a coupon is the Stripe promotion code attached to the session, so
 * Stripe applies it, enforces its limits and counts the redemption, and taxes what is left, as
 * `priceOrder` does: Stripe's total is the order summary's. The Test Drive discount (ours, no
 * code) is taken off the line's price, and named in its description.
 */
export function stripeSessionParams(
  priced: PricedOrder,
  who: { userId: string; email: string | null; successUrl: string; cancelUrl: string; hstTaxRateId: string },
): Stripe.Checkout.SessionCreateParams {
  const { quote: q, coupon } = priced;
  const metadata = orderMetadata(priced, who.userId);
  const byCoupon = q.order.discountSource === 'coupon';
  if (byCoupon && !coupon?.promotionCodeId) throw new Error('A coupon without a Stripe promotion code cannot be used with Stripe');
  const testDriveCents = q.order.discountSource === 'test_drive' ? q.order.discountCents : 0;
  const pack = Object.values(PACKS).find((p) => p.id === q.packageId);
  return {
    mode: 'payment',
    currency: 'cad',
    client_reference_id: who.userId,
    ...(who.email ? { customer_email: who.email } : {}),
    metadata,
    payment_intent_data: { metadata },
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'cad',
          unit_amount: q.order.subtotalCents - testDriveCents,
          product_data: {
            name: `${q.packageName}${q.isUpgrade ? ' (upgrade)' : ''}`,
            description: `${pack?.description ?? ''} ${ACCESS_DAYS} days of access.${testDriveCents && q.order.discountLabel ? ` Includes ${q.order.discountLabel}.` : ''}`.trim(),
          },
        },
        tax_rates: [who.hstTaxRateId],
      },
    ],
    ...(byCoupon && coupon?.promotionCodeId ? { discounts: [{ promotion_code: coupon.promotionCodeId }] } : {}),
    success_url: who.successUrl,
    cancel_url: who.cancelUrl,
  };
}

/** Stripe-style ids for the local stand-in, so a URL and a session look the same in both worlds. */
const localId = (prefix: string) => `${prefix}_test_local_${randomBytes(12).toString('hex')}`;

/** Spec (create-checkout): answers `{ url }`, Stripe's hosted checkout or the local one. */
export async function createCheckout(caller: Caller, request: CheckoutRequest): Promise<{ url: string }> {
  const mode = await paymentsMode();
  if (mode === 'unconfigured') throw new PaymentUnavailableError();
  await consumeRateLimit('checkoutQuote', { identifier: caller.userId });
  const priced = await priceFor(caller, request, new Date());
  const q = priced.quote;
  const profile = await getProfile(caller.userId);
  // The receipt, the access and any refund go to this address: it is proven before money is taken.
  if (!profile?.emailVerified) throw new EmailUnverifiedError();
  const { APP_URL } = config();
  const successUrl = `${APP_URL}/checkout/success?session_id={CHECKOUT_SESSION_ID}`;
  const cancelUrl = `${APP_URL}/pricing?checkout=cancelled`;
  if (mode === 'local') {
    const id = localId('cs');
    const now = new Date();
    await putLocalSession({
      id,
      userId: caller.userId,
      customerEmail: profile?.email ?? null,
      packageId: q.packageId,
      packageName: q.packageName,
      couponCode: q.order.discountSource === 'coupon' ? (priced.coupon?.code ?? null) : null,
      couponOncePerCustomer: q.order.discountSource === 'coupon' && Boolean(priced.coupon?.oncePerCustomer),
      subtotalCents: q.order.subtotalCents,
      discountCents: q.order.discountCents,
      discountLabel: q.order.discountLabel,
      taxCents: q.order.taxCents,
      totalCents: q.order.totalCents,
      successUrl: successUrl.replace('{CHECKOUT_SESSION_ID}', id),
      cancelUrl,
      status: 'open',
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 24 * 3600_000).toISOString(),
    });
    await countCheckoutStarted(q.packageId, now);
    return { url: `${APP_URL}/local/checkout/${id}` };
  }

  const stripe = await stripeClient();
  if (!stripe) throw new PaymentUnavailableError();
  const hstTaxRate = await hstTaxRateId(stripe, (await stripeSettings()).secretKey ?? undefined);
  const session = await stripe.checkout.sessions.create(stripeSessionParams(priced, { userId: caller.userId, email: profile?.email ?? null, successUrl, cancelUrl, hstTaxRateId: hstTaxRate }));
  if (!session.url) throw new Error('Stripe returned no checkout URL');
  // A checkout started, for the admin funnel (best effort: it never fails the checkout).
  await countCheckoutStarted(q.packageId);
  return { url: session.url };
}
