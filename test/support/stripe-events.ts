import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { LocalStackContext } from './local-stack-context.ts';

/** A Stripe event as Stripe sends it (created at `at`), signed with the stack's webhook secret. */
export function signedStripeEvent(stack: LocalStackContext, type: string, object: Record<string, unknown>, at = new Date()) {
  const id = `evt_test_${randomBytes(8).toString('hex')}`;
  const payload = JSON.stringify({ id, object: 'event', type, created: Math.floor(at.getTime() / 1000), livemode: false, data: { object } });
  return { id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: stack.stripeWebhookSecret }) };
}

/** Posts an event to the webhook; answers its status and body. */
export async function deliverStripeEvent(stack: LocalStackContext, event: { payload: string; signature: string }) {
  const response = await fetch(`${stack.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A paid checkout session for a pack: `totalCents` charged, `taxCents` of it HST. */
export function paidSession(userId: string, packageId: string, order: { subtotalCents: number; taxCents: number }) {
  const totalCents = order.subtotalCents + order.taxCents;
  return {
    id: `cs_test_${randomBytes(8).toString('hex')}`,
    object: 'checkout.session',
    payment_status: 'paid',
    amount_total: totalCents,
    client_reference_id: userId,
    payment_intent: `pi_test_${randomBytes(8).toString('hex')}`,
    metadata: { userId, packageId, couponCode: '', subtotalCents: String(order.subtotalCents), discountCents: '0', taxCents: String(order.taxCents), totalCents: String(totalCents) },
  };
}

/** Pays for a pack through the webhook, as if Stripe had charged it at `at`; answers the session. */
export async function buyThroughWebhook(stack: LocalStackContext, userId: string, packageId: string, order: { subtotalCents: number; taxCents: number }, at = new Date()) {
  const session = paidSession(userId, packageId, order);
  const delivered = await deliverStripeEvent(stack, signedStripeEvent(stack, 'checkout.session.completed', session, at));
  if (delivered.status !== 200 || delivered.body.outcome !== 'written') throw new Error(`the grant failed: ${delivered.status} ${JSON.stringify(delivered.body)}`);
  return session;
}

/** Refunds a session's payment in full, as if at `at`. */
export async function refundThroughWebhook(stack: LocalStackContext, session: { payment_intent: string; amount_total: number }, at = new Date()) {
  const charge = { id: `ch_test_${randomBytes(8).toString('hex')}`, object: 'charge', payment_intent: session.payment_intent, amount_refunded: session.amount_total, refunded: true };
  const delivered = await deliverStripeEvent(stack, signedStripeEvent(stack, 'charge.refunded', charge, at));
  if (delivered.status !== 200 || delivered.body.outcome !== 'written') throw new Error(`the refund failed: ${delivered.status} ${JSON.stringify(delivered.body)}`);
}
