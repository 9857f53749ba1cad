import { randomUUID } from 'node:crypto';
import { torontoLongDate } from '#shared/toronto-time';
import type Stripe from 'stripe';
import { ACCESS_DAYS, PACKS } from '#shared/catalogue';
import { formatCad, TOTAL_UPGRADE_CENTS } from '#shared/commerce/pricing';
import type { CouponUseInput } from '../data/coupons.ts';
import { refundCounted, saleCounted } from '../analytics/business-stats.ts';
import { recordServerEvent } from '../analytics/events.ts';
import { claimEmailSend } from '../data/email-sends.ts';
import {
  findPurchaseByPaymentIntent,
  getPurchase,
  grantPurchase,
  recordEvent,
  recordReversal,
  revokePurchase,
  type Purchase,
  type Reversal,
  type WriteOutcome,
} from '../data/purchases.ts';
import { getProfile } from '../data/users.ts';
import { sendEmail } from '../email/send-email.ts';
import { config } from '../lib/config.ts';
import { BadRequestError, PaymentUnavailableError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { audit } from '../security/audit.ts';
import { paymentsMode, stripeClient, stripeSettings, verifyEvent } from './stripe.ts';

/**
 * POST /api/stripe/webhook. The signature is checked on the raw body before anything else; a paid
 * checkout session grants its pack for 365 days from payment, once per event and once per
 * session, however often, late or concurrently Stripe delivers; a session paid later (bank
 * debits) grants on async_payment_succeeded; a failed payment never grants; a full refund or a
 * dispute ends access, even when it arrives before the purchase it reverses.
 */
const DAY_MS = 86_400_000;
const SYSTEM = { ipAddress: 'stripe', userAgent: 'stripe-webhook' };

export interface WebhookResult {
  received: true;
  outcome: WriteOutcome | 'ignored' | 'pending';
}

const intValue = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

async function receiptUrl(paymentIntent: string | null): Promise<string | null> {
  if (!paymentIntent || (await paymentsMode()) !== 'stripe') return null;
  try {
    const stripe = await stripeClient();
    const intent = await stripe?.paymentIntents.retrieve(paymentIntent, { expand: ['latest_charge'] });
    const charge = intent?.latest_charge;
    return typeof charge === 'object' && charge ? (charge.receipt_url ?? null) : null;
  } catch (error) {
    logger.warn('Could not read the receipt URL', { error: error as Error });
    return null;
  }
}

async function fulfil(session: Stripe.Checkout.Session, event: Stripe.Event): Promise<WebhookResult> {
  const userId = session.metadata?.userId || session.client_reference_id;
  const packageId = session.metadata?.packageId;
  const pack = Object.values(PACKS).find((p) => p.id === packageId);
  if (!userId || !pack) {
    logger.error('Paid checkout session without a known user or package', { sessionId: session.id, packageId });
    return { received: true, outcome: await recordEvent(event) };
  }
  const paidAt = new Date(event.created * 1000);
  const paymentIntent = idOf(session.payment_intent);
  const purchase: Purchase = {
    id: randomUUID(),
    userId,
    packageId: pack.id,
    packageName: pack.name,
    purchasedAt: paidAt.toISOString(),
    expiresAt: new Date(paidAt.getTime() + ACCESS_DAYS * DAY_MS).toISOString(),
    status: 'active',
    subtotalCents: intValue(session.metadata?.subtotalCents),
    discountCents: intValue(session.metadata?.discountCents),
    taxCents: intValue(session.metadata?.taxCents),
    // What Stripe actually charged, not what we asked for.
    amountPaidCents: session.amount_total ?? null,
    couponCode: session.metadata?.couponCode || null,
    checkoutSessionId: session.id,
    paymentIntentId: paymentIntent,
    receiptUrl: await receiptUrl(paymentIntent),
  };
  const mode = await paymentsMode();
  const couponCode = purchase.couponCode;
  const couponSource = session.metadata?.couponSource || (mode === 'local' ? 'table' : 'stripe');
  const coupon: CouponUseInput | undefined = couponCode
    ? {
        userId,
        useKey: session.metadata?.couponUseKey || couponCode,
        code: couponCode,
        oncePerCustomer: session.metadata?.couponOncePerCustomer === 'true',
        purchaseId: purchase.id,
        usedAt: purchase.purchasedAt,
        countOnTableCoupon: couponSource === 'table',
      }
    : undefined;
  if (purchase.amountPaidCents !== null && purchase.amountPaidCents !== intValue(session.metadata?.totalCents)) {
    logger.warn('Stripe charged another total than the order summary', { sessionId: session.id, charged: purchase.amountPaidCents, quoted: session.metadata?.totalCents });
  }
  // The day's sales counters move in the grant's own once-only transaction (the admin overview).
  const outcome = await grantPurchase(purchase, event, coupon, [saleCounted(purchase, pack.key)]);
  if (outcome === 'reversed_before_grant') {
    await audit({ userId, actionType: 'payment', action: 'purchase_refunded', success: true, ...SYSTEM, metadata: { packageId: pack.id, sessionId: session.id, eventId: event.id, reversedBeforeGrant: true } });
    return { received: true, outcome };
  }
  if (outcome === 'coupon_already_used' || outcome === 'coupon_used_up') return refuseForCoupon(purchase, session, event, outcome);
  if (outcome !== 'written') return { received: true, outcome };

  await audit({ userId, actionType: 'payment', action: 'purchase_granted', success: true, ...SYSTEM, metadata: { packageId: pack.id, sessionId: session.id, eventId: event.id, amountPaidCents: purchase.amountPaidCents } });
  // Spec conversion events: totalPackageSale, barristerSale, solicitorSale (value in CAD).
  await recordServerEvent(pack.key === 'total' ? 'totalPackageSale' : pack.key === 'barrister' ? 'barristerSale' : 'solicitorSale', userId, {
    valueCad: (purchase.amountPaidCents ?? 0) / 100,
    upgrade: pack.key === 'total' && purchase.subtotalCents === TOTAL_UPGRADE_CENTS,
  });
  try {
    const profile = await getProfile(userId);
    const to = profile?.email ?? session.customer_email ?? session.customer_details?.email ?? null;
    if (to && (await claimEmailSend('purchase-confirmation', session.id))) {
      await sendEmail({
        to,
        template: 'purchase-confirmation',
        data: {
          firstName: profile?.firstName ?? 'there',
          packageName: pack.name,
          amountPaid: `${formatCad(purchase.amountPaidCents ?? 0)} CAD`,
          accessUntil: torontoLongDate(purchase.expiresAt ?? paidAt),
          dashboardUrl: `${config().APP_URL}/dashboard`,
        },
      });
    }
  } catch (error) {
    logger.error('Purchase confirmation email failed', { sessionId: session.id, error: error as Error });
  }
  return { received: true, outcome };
}

/**
 * The grant was refused because the buyer had already used a once-per-customer code (two
 * checkouts open at once), or a table coupon ran out: nothing is granted, and a Stripe payment is
 * refunded in full (idempotently, so a redelivery does not refund twice), then the event recorded.
 */
async function refuseForCoupon(purchase: Purchase, session: Stripe.Checkout.Session, event: Stripe.Event, outcome: WriteOutcome): Promise<WebhookResult> {
  let refunded = false;
  if (purchase.paymentIntentId && (purchase.amountPaidCents ?? 0) > 0 && (await paymentsMode()) === 'stripe') {
    const stripe = await stripeClient();
    if (!stripe) throw new PaymentUnavailableError();
    await stripe.refunds.create(
      { payment_intent: purchase.paymentIntentId, reason: 'requested_by_customer', metadata: { reason: outcome, sessionId: session.id, couponCode: purchase.couponCode ?? '' } },
      { idempotencyKey: `coupon-refused-${session.id}` },
    );
    refunded = true;
  }
  const recorded = await recordEvent(event);
  if (recorded === 'written') {
    await audit({
      userId: purchase.userId,
      actionType: 'payment',
      action: 'purchase_refused_coupon',
      success: false,
      ...SYSTEM,
      metadata: { packageId: purchase.packageId, sessionId: session.id, eventId: event.id, couponCode: purchase.couponCode, reason: outcome, refunded },
    });
  }
  return { received: true, outcome };
}

/**
 * A full refund or a dispute: recorded on the payment first (so a grant still to come is written
 * as refunded), then the purchase it granted, if any, loses its access now, once.
 */
async function reverse(paymentIntent: string | null, kind: Reversal['kind'], event: Stripe.Event, details: { userId: string | null; amount: number }): Promise<WebhookResult> {
  if (!paymentIntent) {
    logger.error('A refund or dispute without a payment intent', { eventId: event.id, type: event.type });
    return { received: true, outcome: await recordEvent(event) };
  }
  const at = new Date(event.created * 1000).toISOString();
  const state = await recordReversal(paymentIntent, { kind, at, eventId: event.id });
  // Purchases granted before payments had a state item are found through the payment index.
  const purchase = state.purchase ? await getPurchase(state.purchase) : await findPurchaseByPaymentIntent(paymentIntent);
  if (!purchase) {
    const outcome = await recordEvent(event);
    if (outcome === 'written') {
      await audit({ userId: details.userId, actionType: 'payment', action: kind === 'dispute' ? 'payment_disputed_before_grant' : 'payment_refunded_before_grant', success: true, ...SYSTEM, metadata: { paymentIntent, eventId: event.id, amount: details.amount } });
    }
    return { received: true, outcome };
  }
  const outcome = await revokePurchase(purchase, event, at, [refundCounted(purchase, at)]);
  if (outcome === 'written') {
    await audit({
      userId: purchase.userId,
      actionType: 'payment',
      action: kind === 'dispute' ? 'purchase_disputed' : 'purchase_refunded',
      success: true,
      ...SYSTEM,
      metadata: { purchaseId: purchase.id, packageId: purchase.packageId, eventId: event.id, [kind === 'dispute' ? 'amountDisputed' : 'amountRefunded']: details.amount },
    });
  }
  return { received: true, outcome };
}

async function refund(charge: Stripe.Charge, event: Stripe.Event): Promise<WebhookResult> {
  const paymentIntent = idOf(charge.payment_intent);
  if (!charge.refunded) {
    // A partial refund (a goodwill credit, say) leaves access in place; it is only recorded.
    const purchase = paymentIntent ? await findPurchaseByPaymentIntent(paymentIntent) : null;
    const outcome = await recordEvent(event);
    if (outcome === 'written' && purchase) {
      await audit({ userId: purchase.userId, actionType: 'payment', action: 'purchase_partially_refunded', success: true, ...SYSTEM, metadata: { purchaseId: purchase.id, eventId: event.id, amountRefunded: charge.amount_refunded } });
    }
    return { received: true, outcome };
  }
  return reverse(paymentIntent, 'refund', event, { userId: charge.metadata?.userId || null, amount: charge.amount_refunded });
}

/** A dispute (chargeback) takes the money back like a full refund: it ends the access the same way. */
async function dispute(disputed: Stripe.Dispute, event: Stripe.Event): Promise<WebhookResult> {
  const paymentIntent = idOf(disputed.payment_intent) ?? (typeof disputed.charge === 'object' ? idOf(disputed.charge.payment_intent) : null);
  return reverse(paymentIntent, 'dispute', event, { userId: disputed.metadata?.userId || null, amount: disputed.amount });
}

export async function handleStripeWebhook(rawBody: string, signature: string | undefined): Promise<WebhookResult> {
  const { webhookSecret } = await stripeSettings();
  if (!webhookSecret) throw new PaymentUnavailableError();
  if (!signature) throw new BadRequestError('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = verifyEvent(rawBody, signature, webhookSecret);
  } catch {
    throw new BadRequestError('Invalid Stripe signature');
  }

  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return fulfil(session, event);
      // Delayed payment methods: nothing is granted until async_payment_succeeded.
      await recordEvent(event);
      return { received: true, outcome: 'pending' };
    }
    case 'checkout.session.async_payment_succeeded':
      return fulfil(event.data.object, event);
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      const outcome = await recordEvent(event);
      if (outcome === 'written') {
        await audit({ userId: session.metadata?.userId ?? null, actionType: 'payment', action: 'payment_failed', success: false, ...SYSTEM, metadata: { sessionId: session.id, eventId: event.id } });
      }
      return { received: true, outcome };
    }
    case 'charge.refunded':
      return refund(event.data.object, event);
    case 'charge.dispute.created':
      return dispute(event.data.object, event);
    default:
      return { received: true, outcome: 'ignored' };
  }
}
