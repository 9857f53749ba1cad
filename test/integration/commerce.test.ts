import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, inject, it } from 'vitest';
import { packagesResponseSchema, purchasesResponseSchema, quoteResponseSchema } from '#shared/api/commerce';
import { attemptDetailSchema, historyResponseSchema } from '#shared/api/attempts';
import { analyticsResponseSchema } from '#shared/api/events';
import { PACKS } from '#shared/catalogue';
import { priceOrder, TOTAL_UPGRADE_CENTS } from '#shared/commerce/pricing';
import { putCouponIfAbsent } from '../../functions/data/coupons.ts';
import { listAuditEvents } from '../../functions/data/audit.ts';
import { call as callAs, givePurchase, userIdOf } from '../support/api.ts';
import { signIn, signUpAndSignIn, type Tokens } from '../support/cognito.ts';
import { emailsTo } from '../support/ses.ts';
import { holdProductSettings } from '../support/settings-lock.ts';
import { pointAtStackTable } from '../support/stack-table.ts';

const stack = inject('stack');
const call = (user: Tokens, method: string, path: string, body?: unknown) => callAs(stack, user, method, path, body);
const early = { code: 'EARLY20', name: 'Early adopter 20% off', percentOff: 20, amountOffCents: null };

/** A checkout.session.completed (or other) event as Stripe sends it, signed with the stack's secret. */
function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${randomBytes(8).toString('hex')}`) {
  const payload = JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
  return { id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: stack.stripeWebhookSecret }) };
}

function deliver(event: { payload: string; signature?: string }) {
  return fetch(`${stack.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(event.signature ? { 'stripe-signature': event.signature } : {}) },
    body: event.payload,
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
}

function session(user: Tokens, packageId: string, extra: Record<string, unknown> = {}) {
  return {
    id: `cs_test_${randomBytes(8).toString('hex')}`,
    object: 'checkout.session',
    payment_status: 'paid',
    amount_total: 22_599,
    client_reference_id: userIdOf(user),
    payment_intent: `pi_test_${randomBytes(8).toString('hex')}`,
    metadata: { userId: userIdOf(user), packageId, couponCode: '', subtotalCents: '19999', discountCents: '0', taxCents: '2600', totalCents: '22599' },
    ...extra,
  };
}

/** Today's solicitorSale conversions (only this file's sequential tests make sales). */
async function solicitorSales(): Promise<number> {
  const admin = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, stack.adminEmail, stack.adminPassword);
  const today = new Date().toISOString().slice(0, 10);
  return analyticsResponseSchema.parse((await call(admin, 'GET', `/admin/analytics?from=${today}&to=${today}`)).json()).totals.solicitorSale ?? 0;
}

async function purchases(user: Tokens) {
  return purchasesResponseSchema.parse((await call(user, 'GET', '/purchases')).json()).purchases;
}

describe('catalogue and coupons', () => {
  it('lists the packs publicly with prices in cents and their contents', async () => {
    const body = packagesResponseSchema.parse(await (await fetch(`${stack.url}/api/packages`)).json());
    expect(body.packages.map((p) => [p.key, p.priceCents, p.mostPopular])).toEqual([
      ['barrister', 19_999, false],
      ['solicitor', 19_999, false],
      ['total', 32_999, true],
    ]);
    const total = body.packages.find((p) => p.key === 'total');
    expect(total?.contents.map((c) => c.id)).toEqual(expect.arrayContaining(['bar-full-1', 'sol-mini-1']));
  });

  it('validates coupons: session required, uppercased, the spec’s answer, unknown codes refused', async () => {
    const anonymous = await fetch(`${stack.url}/api/coupons/validate`, { method: 'POST', body: JSON.stringify({ couponCode: 'EARLY20' }) });
    expect(anonymous.status).toBe(401);
    const user = await signUpAndSignIn(stack);
    const ok = await call(user, 'POST', '/coupons/validate', { couponCode: ' early20 ' });
    expect(ok).toMatchObject({ status: 200 });
    expect(ok.json()).toEqual({ name: 'Early adopter 20% off', percent_off: 20, amount_off: null });
    expect((await call(user, 'POST', '/coupons/validate', { couponCode: 'NOPE99' })).status).toBe(404);
    const blank = await call(user, 'POST', '/coupons/validate', { couponCode: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.text).toContain('Please enter a coupon code');
  });
});

describe('checkout', () => {
  it('prices every pack on the server, with and without a coupon, and the local session charges exactly that', async () => {
    const user = await signUpAndSignIn(stack);
    for (const pack of Object.values(PACKS)) {
      for (const couponCode of [undefined, 'early20']) {
        const quote = quoteResponseSchema.parse((await call(user, 'POST', '/checkout/quote', { packageId: pack.id, ...(couponCode ? { couponCode } : {}) })).json());
        expect(quote.order).toEqual(priceOrder({ subtotalCents: pack.seedPriceCents, coupon: couponCode ? early : null }));
        const checkout = await call(user, 'POST', '/checkout', { packageId: pack.id, ...(couponCode ? { couponCode } : {}) });
        expect(checkout.status).toBe(200);
        const { url } = checkout.json() as { url: string };
        expect(url).toMatch(/\/local\/checkout\/cs_test_local_[0-9a-f]{24}$/);
        const page = await (await fetch(url)).text();
        expect(page).toContain(`$${(quote.order.totalCents / 100).toFixed(2)}`);
      }
    }
  });

  it('refuses a price, an amount or an unknown package from the browser, and invalid coupons', async () => {
    const user = await signUpAndSignIn(stack);
    expect((await call(user, 'POST', '/checkout', { packageId: PACKS.total.id, priceCents: 1 })).status).toBe(400);
    expect((await call(user, 'POST', '/checkout', { packageId: PACKS.total.id, amount: 100 })).status).toBe(400);
    expect((await call(user, 'POST', '/checkout', { packageId: 'no-such-pack' })).status).toBe(404);
    const badCoupon = await call(user, 'POST', '/checkout', { packageId: PACKS.total.id, couponCode: 'FREE100' });
    expect(badCoupon.status).toBe(400);
    expect(badCoupon.json()).toMatchObject({ title: 'Invalid Coupon', message: 'The coupon code you entered is not valid.' });
    const anonymous = await fetch(`${stack.url}/api/checkout`, { method: 'POST', body: JSON.stringify({ packageId: PACKS.total.id }) });
    expect(anonymous.status).toBe(401);
  });

  it('offers the Total pack at the upgrade price to a single-pack owner and refuses what is owned', async () => {
    const user = await signUpAndSignIn(stack);
    await givePurchase(stack, user, PACKS.barrister.id, new Date(Date.now() + 86_400_000).toISOString());
    const upgrade = quoteResponseSchema.parse((await call(user, 'POST', '/checkout/quote', { packageId: PACKS.total.id })).json());
    expect(upgrade).toMatchObject({ isUpgrade: true, basePriceCents: TOTAL_UPGRADE_CENTS, order: { subtotalCents: TOTAL_UPGRADE_CENTS } });
    expect((await call(user, 'POST', '/checkout', { packageId: PACKS.barrister.id })).status).toBe(409);
  });
});

describe('the Stripe webhook', () => {
  it('grants exactly one purchase for an event delivered three times, twice at once', async () => {
    const user = await signUpAndSignIn(stack);
    const sales = await solicitorSales();
    const event = stripeEvent('checkout.session.completed', session(user, PACKS.solicitor.id));
    const [a, b] = await Promise.all([deliver(event), deliver(event)]);
    const c = await deliver(event);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect([a.body.outcome, b.body.outcome, c.body.outcome].filter((o) => o === 'written')).toHaveLength(1);
    const [purchase, ...others] = await purchases(user);
    expect(others).toEqual([]);
    expect(purchase).toMatchObject({ packageId: PACKS.solicitor.id, status: 'active', amountPaidCents: 22_599, taxCents: 2600, subtotalCents: 19_999 });
    // 365 days from payment.
    expect(Date.parse(purchase?.expiresAt ?? '') - Date.parse(purchase?.purchasedAt ?? '')).toBe(365 * 86_400_000);
    await expect.poll(async () => (await emailsTo(stack, user.email, 'Your Solicitor Performance Pack is ready')).length).toBe(1);
    // The spec's conversion event, counted once with the purchase.
    expect(await solicitorSales()).toBe(sales + 1);
  });

  it('grants a session once even when a second event for it arrives', async () => {
    const user = await signUpAndSignIn(stack);
    const paid = session(user, PACKS.barrister.id);
    await deliver(stripeEvent('checkout.session.completed', paid));
    const second = await deliver(stripeEvent('checkout.session.async_payment_succeeded', paid));
    expect(second.body.outcome).toBe('duplicate_session');
    expect(await purchases(user)).toHaveLength(1);
  });

  it('refuses a missing or wrong signature with 400 and writes nothing', async () => {
    const user = await signUpAndSignIn(stack);
    const event = stripeEvent('checkout.session.completed', session(user, PACKS.total.id));
    expect((await deliver({ payload: event.payload })).status).toBe(400);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: 'whsec_not_ours' });
    expect((await deliver({ payload: event.payload, signature: forged })).status).toBe(400);
    // A signed payload that was changed on the way.
    expect((await deliver({ payload: event.payload.replace('22599', '1'), signature: event.signature })).status).toBe(400);
    expect(await purchases(user)).toEqual([]);
  });

  it('grants a delayed payment only when it succeeds, never when it fails', async () => {
    const user = await signUpAndSignIn(stack);
    const pending = session(user, PACKS.barrister.id, { payment_status: 'unpaid' });
    expect((await deliver(stripeEvent('checkout.session.completed', pending))).body.outcome).toBe('pending');
    expect(await purchases(user)).toEqual([]);
    await deliver(stripeEvent('checkout.session.async_payment_failed', pending));
    expect(await purchases(user)).toEqual([]);

    const other = await signUpAndSignIn(stack);
    const later = session(other, PACKS.barrister.id, { payment_status: 'unpaid' });
    await deliver(stripeEvent('checkout.session.completed', later));
    expect((await deliver(stripeEvent('checkout.session.async_payment_succeeded', { ...later, payment_status: 'paid' }))).body.outcome).toBe('written');
    expect(await purchases(other)).toHaveLength(1);
  });

  it('revokes access on a refund, once, and the pack no longer unlocks content', async () => {
    const user = await signUpAndSignIn(stack);
    const paid = session(user, PACKS.total.id, { amount_total: 37_289 });
    await deliver(stripeEvent('checkout.session.completed', paid));
    const started = await call(user, 'POST', '/attempts', { examTemplateId: 'bar-mini-1' });
    expect(started.status).toBe(201);
    const attemptId = (started.json() as { id: string }).id;
    // A partial refund is recorded but keeps the access.
    const partial = stripeEvent('charge.refunded', { id: 'ch_test_1', object: 'charge', payment_intent: paid.payment_intent, amount_refunded: 2_000, refunded: false });
    expect((await deliver(partial)).body.outcome).toBe('written');
    expect((await purchases(user))[0]?.status).toBe('active');
    const refund = stripeEvent('charge.refunded', { id: 'ch_test_1', object: 'charge', payment_intent: paid.payment_intent, amount_refunded: 37_289, refunded: true });
    expect((await deliver(refund)).body.outcome).toBe('written');
    expect((await deliver(refund)).body.outcome).toBe('duplicate_event');
    const [purchase] = await purchases(user);
    expect(purchase?.status).toBe('refunded');
    expect((await call(user, 'POST', '/attempts', { examTemplateId: 'sol-mini-1' })).status).toBe(403);
    const content = (await call(user, 'GET', '/content')).json() as { accessTier: string };
    expect(content.accessTier).toBe('free');
    // The exam started before the refund is no longer served.
    expect((await call(user, 'GET', `/attempts/${attemptId}`)).status).toBe(403);
  });
});

describe('the local checkout', () => {
  it('pays through a signed event to the real webhook, once, and cancels back to pricing', async () => {
    const user = await signUpAndSignIn(stack);
    const { url } = (await call(user, 'POST', '/checkout', { packageId: PACKS.barrister.id, couponCode: 'EARLY20' })).json() as { url: string };
    const sessionId = url.split('/').pop() ?? '';
    const cancel = await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.headers.get('location')).toBe(`${stack.url}/pricing?checkout=cancelled`);
    const pay = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(`${stack.url}/checkout/success?session_id=${sessionId}`);
    await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    const bought = await purchases(user);
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ checkoutSessionId: sessionId, couponCode: 'EARLY20', discountCents: 4000, amountPaidCents: priceOrder({ subtotalCents: 19_999, coupon: early }).totalCents });
  });
});

describe('the Test Drive discount', () => {
  // Asserts the seeded settings that /admin/settings tests change: takes turns with them (test/support/settings-lock.ts).
  holdProductSettings(stack);
  it('applies automatically after the diagnostic while the window is open, and sends the conversion email once', async () => {
    const admin = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, stack.adminEmail, stack.adminPassword);
    const user = await signUpAndSignIn(stack);
    expect((await call(user, 'PUT', '/admin/settings/test-drive-discount', { percentOff: 20, startsAt: new Date().toISOString(), endsAt: new Date().toISOString() })).status).toBe(403);
    expect((await call(admin, 'PUT', '/admin/settings/test-drive-discount', { percentOff: 20, startsAt: '2026-01-02T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' })).status).toBe(400);
    const window = { percentOff: 20, startsAt: new Date(Date.now() - 3_600_000).toISOString(), endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString() };
    expect((await call(admin, 'PUT', '/admin/settings/test-drive-discount', window)).status).toBe(200);

    const before = quoteResponseSchema.parse((await call(user, 'POST', '/checkout/quote', { packageId: PACKS.solicitor.id })).json());
    expect(before.testDrivePercentOff).toBeNull();
    const { id } = (await call(user, 'POST', '/attempts', { examTemplateId: 'free-diagnostic' })).json() as { id: string };
    await call(user, 'POST', `/attempts/${id}/submit`);
    const after = quoteResponseSchema.parse((await call(user, 'POST', '/checkout/quote', { packageId: PACKS.solicitor.id })).json());
    expect(after).toMatchObject({ testDrivePercentOff: 20, order: { discountCents: 4000, discountSource: 'test_drive' } });
    await expect.poll(async () => (await emailsTo(stack, user.email, '20% off your full preparation')).length).toBe(1);
    const [email] = await emailsTo(stack, user.email, '20% off your full preparation');
    expect(email?.body.text).toContain('applied automatically at checkout');
  });
});

/** A coupon of the local coupons table, written through its data module (as an admin would set one up). */
async function tableCoupon(rules: { oncePerCustomer?: boolean; maxRedemptions?: number | null }) {
  pointAtStackTable(stack);
  const code = `T${randomBytes(5).toString('hex').toUpperCase()}`;
  await putCouponIfAbsent({
    code,
    name: '10% off',
    percentOff: 10,
    amountOffCents: null,
    active: true,
    expiresAt: null,
    maxRedemptions: rules.maxRedemptions ?? null,
    redemptions: 0,
    oncePerCustomer: rules.oncePerCustomer ?? false,
    createdAt: new Date().toISOString(),
  });
  return code;
}

/** Opens a local checkout and answers its URL (not paid yet). */
async function openCheckout(user: Tokens, packageId: string, couponCode?: string) {
  const response = await call(user, 'POST', '/checkout', { packageId, ...(couponCode ? { couponCode } : {}) });
  expect(response.status).toBe(200);
  return (response.json() as { url: string }).url;
}

const pay = (url: string) => fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });

describe('coupons are real coupons', () => {
  it('refuses a second use of a once-per-customer code at validation, quote, checkout and grant, and leaves it to everyone else', async () => {
    const code = await tableCoupon({ oncePerCustomer: true });
    const user = await signUpAndSignIn(stack);
    // Two checkouts opened before either is paid: both may carry the code.
    const first = await openCheckout(user, PACKS.barrister.id, code);
    const second = await openCheckout(user, PACKS.solicitor.id, code);
    expect((await pay(first)).status).toBe(303);
    const [bought] = await purchases(user);
    expect(bought).toMatchObject({ packageId: PACKS.barrister.id, couponCode: code, discountCents: 2000 });

    const validate = await call(user, 'POST', '/coupons/validate', { couponCode: code });
    expect(validate.status).toBe(409);
    expect(validate.json()).toMatchObject({ message: 'You have already used this coupon code. It can be used once per customer.' });
    expect((await call(user, 'POST', '/checkout/quote', { packageId: PACKS.solicitor.id, couponCode: code })).status).toBe(409);
    expect((await call(user, 'POST', '/checkout', { packageId: PACKS.solicitor.id, couponCode: code })).status).toBe(409);
    // Without the code, the same buyer may still buy.
    expect((await call(user, 'POST', '/checkout/quote', { packageId: PACKS.solicitor.id })).status).toBe(200);

    // The second checkout, paid anyway, is refused at the grant: nothing more is granted.
    await pay(second);
    expect((await purchases(user)).map((p) => p.packageId)).toEqual([PACKS.barrister.id]);
    pointAtStackTable(stack);
    await expect.poll(async () => (await listAuditEvents(userIdOf(user))).filter((e) => e.action === 'purchase_refused_coupon').length).toBe(1);

    const other = await signUpAndSignIn(stack);
    expect((await call(other, 'POST', '/coupons/validate', { couponCode: code })).status).toBe(200);
  });

  it('counts a table coupon’s redemptions in the grant: a single-use code grants once, for one buyer', async () => {
    const code = await tableCoupon({ maxRedemptions: 1 });
    const [a, b] = [await signUpAndSignIn(stack), await signUpAndSignIn(stack)];
    const [urlA, urlB] = [await openCheckout(a, PACKS.barrister.id, code), await openCheckout(b, PACKS.barrister.id, code)];
    await pay(urlA);
    await pay(urlB);
    expect(await purchases(a)).toHaveLength(1);
    expect(await purchases(b)).toEqual([]);
    // Used up: nobody else is offered it.
    expect((await call(b, 'POST', '/coupons/validate', { couponCode: code })).status).toBe(404);
  });

  it('rate-limits coupon checks (10 a minute) and quotes (20 a minute) per user, with Retry-After', async () => {
    const user = await signUpAndSignIn(stack);
    const post = (path: string, body: unknown) =>
      fetch(`${stack.url}/api${path}`, { method: 'POST', headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    for (let i = 0; i < 10; i += 1) expect((await post('/coupons/validate', { couponCode: `GUESS${i}` })).status).toBe(404);
    const refused = await post('/coupons/validate', { couponCode: 'EARLY20' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    for (let i = 0; i < 20; i += 1) expect((await post('/checkout/quote', { packageId: PACKS.barrister.id })).status).toBe(200);
    const tooMany = await post('/checkout/quote', { packageId: PACKS.barrister.id, couponCode: 'EARLY20' });
    expect(tooMany.status).toBe(429);
    expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0);

    // Someone else is not held up.
    const other = await signUpAndSignIn(stack);
    expect((await call(other, 'POST', '/coupons/validate', { couponCode: 'EARLY20' })).status).toBe(200);
  });
});

describe('refunds and disputes always win', () => {
  const refunded = (paymentIntent: unknown, amount: number, full = true) =>
    stripeEvent('charge.refunded', { id: `ch_test_${randomBytes(6).toString('hex')}`, object: 'charge', payment_intent: paymentIntent, amount_refunded: amount, refunded: full });
  const disputed = (paymentIntent: unknown, amount: number) =>
    stripeEvent('charge.dispute.created', { id: `dp_test_${randomBytes(6).toString('hex')}`, object: 'dispute', charge: 'ch_test_x', payment_intent: paymentIntent, amount, reason: 'fraudulent', status: 'needs_response' });
  const accessTier = async (user: Tokens) => ((await call(user, 'GET', '/content')).json() as { accessTier: string }).accessTier;

  it('a full refund that arrives before its purchase revokes it when the grant comes; a partial one does not', async () => {
    const user = await signUpAndSignIn(stack);
    const paid = session(user, PACKS.barrister.id);
    expect((await deliver(refunded(paid.payment_intent, 22_599))).status).toBe(200);
    // The completion arrives late (or is retried after the refund).
    expect((await deliver(stripeEvent('checkout.session.completed', paid))).status).toBe(200);
    const [purchase, ...others] = await purchases(user);
    expect(others).toEqual([]);
    expect(purchase).toMatchObject({ packageId: PACKS.barrister.id, status: 'refunded' });
    expect(await accessTier(user)).toBe('free');
    expect((await call(user, 'POST', '/attempts', { examTemplateId: 'bar-mini-1' })).status).toBe(403);
    // A second delivery of the completion changes nothing.
    expect((await deliver(stripeEvent('checkout.session.async_payment_succeeded', paid))).body.outcome).toBe('duplicate_session');
    expect((await purchases(user)).map((p) => p.status)).toEqual(['refunded']);

    const partly = await signUpAndSignIn(stack);
    const credited = session(partly, PACKS.solicitor.id);
    await deliver(refunded(credited.payment_intent, 2_000, false));
    await deliver(stripeEvent('checkout.session.completed', credited));
    expect((await purchases(partly)).map((p) => p.status)).toEqual(['active']);
    expect(await accessTier(partly)).toBe('solicitor');
  });

  it('a full refund and its purchase arriving at the same moment always end revoked', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => signUpAndSignIn(stack)));
    await Promise.all(
      users.map(async (user) => {
        const paid = session(user, PACKS.barrister.id);
        const results = await Promise.all([deliver(stripeEvent('checkout.session.completed', paid)), deliver(refunded(paid.payment_intent, 22_599))]);
        expect(results.map((r) => r.status)).toEqual([200, 200]);
      }),
    );
    for (const user of users) expect((await purchases(user)).map((p) => p.status)).toEqual(['refunded']);
  });

  it('a dispute revokes like a full refund, before or after the grant, and is audited', async () => {
    const after = await signUpAndSignIn(stack);
    const paid = session(after, PACKS.solicitor.id);
    await deliver(stripeEvent('checkout.session.completed', paid));
    expect(await accessTier(after)).toBe('solicitor');
    const dispute = disputed(paid.payment_intent, 22_599);
    expect((await deliver(dispute)).body.outcome).toBe('written');
    expect((await deliver(dispute)).body.outcome).toBe('duplicate_event');
    expect((await purchases(after)).map((p) => p.status)).toEqual(['refunded']);
    expect(await accessTier(after)).toBe('free');
    pointAtStackTable(stack);
    expect((await listAuditEvents(userIdOf(after))).filter((e) => e.action === 'purchase_disputed')).toHaveLength(1);

    const before = await signUpAndSignIn(stack);
    const early = session(before, PACKS.total.id, { amount_total: 37_289 });
    await deliver(disputed(early.payment_intent, 37_289));
    await deliver(stripeEvent('checkout.session.completed', early));
    expect((await purchases(before)).map((p) => p.status)).toEqual(['refunded']);
    expect(await accessTier(before)).toBe('free');
  });

  it('after a full refund a completed attempt keeps its score and history but no longer serves its questions, and says why', async () => {
    const user = await signUpAndSignIn(stack);
    const paid = session(user, PACKS.barrister.id);
    await deliver(stripeEvent('checkout.session.completed', paid));
    const { id } = (await call(user, 'POST', '/attempts', { examTemplateId: 'bar-mini-1' })).json() as { id: string };
    const submitted = await call(user, 'POST', `/attempts/${id}/submit`);
    expect(submitted.status).toBe(200);
    const before = attemptDetailSchema.parse((await call(user, 'GET', `/attempts/${id}`)).json());
    expect(before.attempt.status).toBe('completed');
    expect(before.questions.length).toBeGreaterThan(0);
    const stem = before.questions[0]?.stem ?? '';

    await deliver(refunded(paid.payment_intent, 22_599));
    const afterRefund = await call(user, 'GET', `/attempts/${id}`);
    expect(afterRefund.status).toBe(200);
    const detail = attemptDetailSchema.parse(afterRefund.json());
    expect(detail.attempt).toMatchObject({ id, status: 'completed', score: before.attempt.score, correctCount: before.attempt.correctCount });
    expect(detail.questions).toEqual([]);
    expect(detail.cases).toEqual({});
    expect(detail.contentWithheld).toMatchObject({ reason: 'access_ended', message: expect.stringContaining('no longer shown') });
    expect(afterRefund.text).not.toContain(stem);
    expect(afterRefund.text).not.toContain('correctChoice');
    // History keeps it.
    const history = historyResponseSchema.parse((await call(user, 'GET', '/attempts')).json());
    expect(history.items.map((item) => item.attemptId)).toContain(id);
  });
});
