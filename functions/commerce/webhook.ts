import { randomUUID } from 'node:crypto';
import { torontoLongDate } from '#shared/toronto-time';
import type Stripe from 'stripe';
import { ACCESS_DAYS, PACKS } from '#shared/catalogue';
import { formatCad, TOTAL_UPGRADE_CENTS } from '#shared/commerce/pricing';
import { redeemCoupon } from '../data/coupons.ts';
import { recordServerEvent } from '../analytics/events.ts';
import { claimEmailSend } from '../data/email-sends.ts';
import { findPurchaseByPaymentIntent, grantPurchase, recordEvent, revokePurchase, type Purchase, type WriteOutcome } from '../data/purchases.ts';
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
 * debits) grants on async_payment_succeeded; a failed payment never grants; a refund ends access.
 */
const DAY_MS = 86_400_000;
const SYSTEM = { ipAddress: 'stripe', userAgent: 'stripe-webhook' };

export interface WebhookResult {
  received: true;
  outcome: WriteOutcome | 'ignored' | 'pending';
}

const intValue = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

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
  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
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
  const outcome = await grantPurchase(purchase, event);
  if (outcome !== 'written') return { received: true, outcome };

  await audit({ userId, actionType: 'payment', action: 'purchase_granted', success: true, ...SYSTEM, metadata: { packageId: pack.id, sessionId: session.id, eventId: event.id, amountPaidCents: purchase.amountPaidCents } });
  // Spec conversion events: totalPackageSale, barristerSale, solicitorSale (value in CAD).
  await recordServerEvent(pack.key === 'total' ? 'totalPackageSale' : pack.key === 'barrister' ? 'barristerSale' : 'solicitorSale', userId, {
    valueCad: (purchase.amountPaidCents ?? 0) / 100,
    upgrade: pack.key === 'total' && purchase.subtotalCents === TOTAL_UPGRADE_CENTS,
  });
  if (purchase.couponCode && (await paymentsMode()) === 'local') await redeemCoupon(purchase.couponCode).catch(() => false);
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

async function refund(charge: Stripe.Charge, event: Stripe.Event): Promise<WebhookResult> {
  const paymentIntent = typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null);
  const purchase = paymentIntent ? await findPurchaseByPaymentIntent(paymentIntent) : null;
  if (!purchase) return { received: true, outcome: await recordEvent(event) };
  if (!charge.refunded) {
    // A partial refund (a goodwill credit, say) leaves access in place; it is only recorded.
    const outcome = await recordEvent(event);
    if (outcome === 'written') {
      await audit({ userId: purchase.userId, actionType: 'payment', action: 'purchase_partially_refunded', success: true, ...SYSTEM, metadata: { purchaseId: purchase.id, eventId: event.id, amountRefunded: charge.amount_refunded } });
    }
    return { received: true, outcome };
  }
  const outcome = await revokePurchase(purchase, event, new Date(event.created * 1000).toISOString());
  if (outcome === 'written') {
    await audit({ userId: purchase.userId, actionType: 'payment', action: 'purchase_refunded', success: true, ...SYSTEM, metadata: { purchaseId: purchase.id, packageId: purchase.packageId, eventId: event.id, amountRefunded: charge.amount_refunded } });
  }
  return { received: true, outcome };
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
    default:
      return { received: true, outcome: 'ignored' };
  }
}
