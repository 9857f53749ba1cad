import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { CheckoutRequest, QuoteResponse } from '#shared/api/commerce';
import { PACKS, ACCESS_DAYS } from '#shared/catalogue';
import { planOfPackageId, packPrice, priceOrder, type Coupon } from '#shared/commerce/pricing';
import type { Caller } from '../api/caller.ts';
import { ownedPacks } from '../content/access.ts';
import { listActivePackages } from '../data/packages.ts';
import { putLocalSession } from '../data/checkout-sessions.ts';
import { getProfile } from '../data/users.ts';
import { config } from '../lib/config.ts';
import { BadRequestError, ConflictError, EmailUnverifiedError, NotFoundError, PaymentUnavailableError } from '../lib/errors.ts';
import { findCoupon } from './coupons.ts';
import { paymentsMode, stripeClient } from './stripe.ts';
import { testDriveDiscountFor } from './test-drive.ts';

/**
 * Checkout: the server alone decides what is charged (list or upgrade price, the larger of the
 * coupon and the Test Drive discount, 13% HST after the discount) and asks Stripe, or the local
 * stand-in, for a checkout page.
 */
export async function quote(caller: Caller, request: CheckoutRequest, now = new Date()): Promise<QuoteResponse> {
  const plan = planOfPackageId(request.packageId);
  const active = await listActivePackages();
  const stored = active.find((p) => p.id === request.packageId);
  if (!plan || !stored) throw new NotFoundError('Package not found');
  const { classes } = await ownedPacks(caller.userId, now, active);
  const price = packPrice(plan, classes, stored.priceCents);
  if ('refusal' in price) {
    throw new ConflictError(price.refusal === 'complete_access' ? 'You already have Complete Access to every pack.' : `You already own the ${stored.name}.`);
  }
  let coupon: Coupon | null = null;
  if (request.couponCode) {
    coupon = await findCoupon(request.couponCode, now);
    if (!coupon) throw new BadRequestError('The coupon code you entered is not valid.', 'Invalid Coupon');
  }
  const testDrive = await testDriveDiscountFor(caller.userId, now);
  return {
    packageId: stored.id,
    packageName: stored.name,
    isUpgrade: price.isUpgrade,
    basePriceCents: price.priceCents,
    coupon,
    testDrivePercentOff: testDrive?.percentOff ?? null,
    testDriveEndsAt: testDrive?.endsAt ?? null,
    order: priceOrder({ subtotalCents: price.priceCents, coupon, testDrivePercentOff: testDrive?.percentOff ?? null }),
  };
}

/**
 * The Stripe Checkout Session for a quote: the discount is already in the pack's line and HST is
 * its own line, so Stripe charges exactly the server's total and the receipt shows both.
 */
export function stripeSessionParams(
  q: QuoteResponse,
  who: { userId: string; email: string | null; successUrl: string; cancelUrl: string },
): Stripe.Checkout.SessionCreateParams {
  const metadata = {
    userId: who.userId,
    packageId: q.packageId,
    couponCode: q.coupon?.code ?? '',
    subtotalCents: String(q.order.subtotalCents),
    discountCents: String(q.order.discountCents),
    taxCents: String(q.order.taxCents),
    totalCents: String(q.order.totalCents),
  };
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
          unit_amount: q.order.subtotalCents - q.order.discountCents,
          product_data: {
            name: `${q.packageName}${q.isUpgrade ? ' (upgrade)' : ''}`,
            description: `${pack?.description ?? ''} ${ACCESS_DAYS} days of access.${q.order.discountLabel ? ` Includes ${q.order.discountLabel}.` : ''}`.trim(),
          },
        },
      },
      { quantity: 1, price_data: { currency: 'cad', unit_amount: q.order.taxCents, product_data: { name: 'HST (13%)' } } },
    ],
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
  const q = await quote(caller, request);
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
      couponCode: q.coupon?.code ?? null,
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
    return { url: `${APP_URL}/local/checkout/${id}` };
  }

  const stripe = await stripeClient();
  if (!stripe) throw new PaymentUnavailableError();
  const session = await stripe.checkout.sessions.create(stripeSessionParams(q, { userId: caller.userId, email: profile?.email ?? null, successUrl, cancelUrl }));
  if (!session.url) throw new Error('Stripe returned no checkout URL');
  return { url: session.url };
}
