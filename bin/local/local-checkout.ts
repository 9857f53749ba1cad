import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { formatCad } from '../../shared/commerce/pricing.ts';
import { completeLocalSession, getLocalSession, type LocalCheckoutSession } from '../../functions/data/checkout-sessions.ts';

/**
 * The local stand-in for Stripe Checkout (used by `npm start` when no Stripe key is configured).
 * It shows the order the server priced and, on Pay, posts a `checkout.session.completed` event in
 * Stripe's shape, signed with Stripe's scheme (the stripe package), to the real webhook handler,
 * then returns to the success URL like Stripe does. Nothing here runs on AWS.
 */
export const LOCAL_CHECKOUT_PATH = '/local/checkout/';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escape(title)}</title>
<style>
:root{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2933;background:#f6f7f9;line-height:1.5}
body{margin:0;padding:2rem 1rem}main{max-width:460px;margin:0 auto;background:#fff;border:1px solid #d9dee5;border-radius:12px;padding:1.5rem}
h1{font-size:1.3rem;margin:0 0 .25rem}.muted{color:#5f6b7a;font-size:.9rem}.banner{background:#fffbeb;border:1px solid #fde68a;border-radius:8px;padding:.6rem .8rem;font-size:.85rem;margin:0 0 1rem}
table{width:100%;border-collapse:collapse;margin:1rem 0}td{padding:.45rem 0;border-bottom:1px solid #eef0f3}td:last-child{text-align:right;font-variant-numeric:tabular-nums}
tr.total td{font-weight:800;font-size:1.1rem;border-bottom:0}.actions{display:flex;gap:.5rem;flex-wrap:wrap}
button{font:inherit;font-weight:700;min-height:48px;padding:.6rem 1.2rem;border-radius:10px;border:1px solid #1d3557;cursor:pointer}
.pay{background:#1d3557;color:#fff;flex:1}.cancel{background:#fff;color:#1d3557}button:focus-visible{outline:3px solid #f1c453;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`;
}

function summary(session: LocalCheckoutSession): string {
  const row = (label: string, cents: number) => `<tr><td>${escape(label)}</td><td>${formatCad(cents)}</td></tr>`;
  return `<p class="banner">Local test checkout: this stands in for Stripe on this machine. No card is charged.</p>
<h1>${escape(session.packageName)}</h1>
<p class="muted">${session.customerEmail ? `For ${escape(session.customerEmail)} · ` : ''}365 days of access</p>
<table aria-label="Order summary">
${row('Subtotal', session.subtotalCents)}
${session.discountCents ? row(`Discount${session.discountLabel ? `: ${session.discountLabel}` : ''}`, -session.discountCents) : ''}
${row('HST (13%)', session.taxCents)}
<tr class="total"><td>Total (CAD)</td><td>${formatCad(session.totalCents)}</td></tr>
</table>`;
}

/** The event Stripe would send for this session once paid. */
function completedEvent(session: LocalCheckoutSession) {
  const created = Math.floor(Date.now() / 1000);
  return {
    id: `evt_test_local_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        currency: 'cad',
        amount_subtotal: session.subtotalCents - session.discountCents + session.taxCents,
        amount_total: session.totalCents,
        client_reference_id: session.userId,
        customer_email: session.customerEmail,
        payment_intent: `pi_test_local_${randomBytes(12).toString('hex')}`,
        metadata: {
          userId: session.userId,
          packageId: session.packageId,
          couponCode: session.couponCode ?? '',
          // As the server's Stripe sessions carry them: a table coupon, its use recorded under its code.
          couponSource: session.couponCode ? 'table' : '',
          couponUseKey: session.couponCode ?? '',
          couponOncePerCustomer: session.couponOncePerCustomer ? 'true' : '',
          subtotalCents: String(session.subtotalCents),
          discountCents: String(session.discountCents),
          taxCents: String(session.taxCents),
          totalCents: String(session.totalCents),
        },
        success_url: session.successUrl,
        cancel_url: session.cancelUrl,
        created,
      },
    },
  };
}

function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { location, 'cache-control': 'no-store' }).end();
}

export async function handleLocalCheckout(request: IncomingMessage, response: ServerResponse, options: { appUrl: string }): Promise<void> {
  const url = new URL(request.url ?? '/', options.appUrl);
  const [id = '', action = ''] = url.pathname.slice(LOCAL_CHECKOUT_PATH.length).split('/');
  const session = /^cs_test_local_[0-9a-f]{24}$/.test(id) ? await getLocalSession(id) : null;
  if (!session) {
    response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(page('Checkout not found', '<h1>Checkout not found</h1><p><a href="/pricing">Back to pricing</a></p>'));
    return;
  }
  if (request.method === 'POST' && action === 'cancel') return redirect(response, session.cancelUrl);
  if (session.status === 'complete') return redirect(response, session.successUrl);
  const expired = Date.parse(session.expiresAt) <= Date.now();
  if (request.method === 'POST' && action === 'pay' && !expired) {
    if (await completeLocalSession(session.id, new Date().toISOString())) {
      const secret = process.env.STRIPE_WEBHOOK_SECRET ?? '';
      const payload = JSON.stringify(completedEvent(session));
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      const delivered = await fetch(`${options.appUrl}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
      });
      if (!delivered.ok) console.error(`Local checkout: the webhook answered ${delivered.status}: ${await delivered.text()}`);
    }
    return redirect(response, session.successUrl);
  }
  const body = expired
    ? `<h1>This checkout has expired</h1><p><a href="/pricing">Start again from pricing</a></p>`
    : `${summary(session)}<div class="actions">
<form method="post" action="${LOCAL_CHECKOUT_PATH}${session.id}/pay" style="flex:1;display:flex"><button class="pay" type="submit" autofocus>Pay ${formatCad(session.totalCents)}</button></form>
<form method="post" action="${LOCAL_CHECKOUT_PATH}${session.id}/cancel"><button class="cancel" type="submit">Cancel</button></form></div>`;
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page(`Pay for ${session.packageName}`, body));
}
