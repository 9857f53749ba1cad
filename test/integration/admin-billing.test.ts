import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminCouponSchema, listCouponsResponseSchema, listSalesResponseSchema, type AdminCoupon } from '#shared/api/admin-billing';
import { purchasesResponseSchema, quoteResponseSchema } from '#shared/api/commerce';
import { PACKS } from '#shared/catalogue';
import { priceOrder } from '#shared/commerce/pricing';
import { torontoDayKey } from '#shared/toronto-time';
import { listAuditEvents } from '../../functions/data/audit.ts';
import { purchaseKey, putPurchase, type Purchase } from '../../functions/data/purchases.ts';
import { db, tableName } from '../../functions/lib/clients.ts';
import { call as callAs, userIdOf } from '../support/api.ts';
import { signUpAndSignIn, signUpInGroup, type Tokens } from '../support/cognito.ts';
import { pointAtStackTable } from '../support/stack-table.ts';

const stack = inject('stack');
const call = (user: Tokens, method: string, path: string, body?: unknown) => callAs(stack, user, method, path, body);

/** A code no other test (or run) has made. */
const newCode = (prefix = 'T') => `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

let admin: Tokens;
let contentManager: Tokens;
let candidate: Tokens;

beforeAll(async () => {
  [admin, contentManager, candidate] = await Promise.all([signUpInGroup(stack, 'super_admin'), signUpInGroup(stack, 'content_manager'), signUpAndSignIn(stack)]);
  pointAtStackTable(stack);
});

async function createCoupon(body: Record<string, unknown>) {
  const response = await call(admin, 'POST', '/admin/coupons', body);
  expect(response.status, response.text).toBe(201);
  return adminCouponSchema.parse(response.json());
}

/** Every coupon of the list, page by page (limit 2, so the cursor is walked). */
async function allCoupons(): Promise<AdminCoupon[]> {
  const coupons: AdminCoupon[] = [];
  let cursor: string | null = null;
  do {
    const page = listCouponsResponseSchema.parse((await call(admin, 'GET', `/admin/coupons?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json());
    expect(page.source).toBe('table');
    expect(page.items.length).toBeLessThanOrEqual(2);
    coupons.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return coupons;
}

/** Opens a local checkout with the code and pays it, as the candidate does on the local payment page. */
async function buyWith(user: Tokens, packageId: string, couponCode: string) {
  const response = await call(user, 'POST', '/checkout', { packageId, couponCode });
  expect(response.status, response.text).toBe(200);
  const { url } = response.json() as { url: string };
  expect((await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
}

describe('who may use /admin/billing', () => {
  it('refuses visitors (401), candidates and content managers (403) on every billing route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/admin/coupons'],
      ['POST', '/admin/coupons', { code: newCode(), percentOff: 10 }],
      ['DELETE', '/admin/coupons/EARLY20'],
      ['GET', '/admin/purchases'],
      ['GET', '/admin/purchases/export'],
    ];
    for (const [method, path, body] of routes) {
      const anonymous = await fetch(`${stack.url}/api${path}`, { method, headers: { 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      for (const user of [candidate, contentManager]) {
        const refused = await call(user, method, path, body);
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.json()).toMatchObject({ message: 'Only a super admin may do this' });
      }
    }
    // Nothing was made or deactivated on the way.
    const early = (await allCoupons()).find((c) => c.code === 'EARLY20');
    expect(early).toMatchObject({ active: true, status: 'active' });
  });
});

describe('the coupon manager', () => {
  it('creates percent-off and amount-off coupons, uppercased, and refuses a code that exists with 409', async () => {
    const percentCode = newCode('SPRING');
    const percent = await createCoupon({ code: ` ${percentCode.toLowerCase()} `, percentOff: 15 });
    expect(percent).toEqual({
      code: percentCode,
      name: '15% off',
      percentOff: 15,
      amountOffCents: null,
      active: true,
      status: 'active',
      expiresAt: null,
      maxRedemptions: null,
      redemptions: 0,
      packageIds: null,
      oncePerCustomer: false,
      createdAt: expect.any(String),
      source: 'table',
      stripePromotionCodeId: null,
    });

    const amountCode = newCode('FLAT');
    const expiresAt = inDays(30);
    const amount = await createCoupon({ code: amountCode, amountOffCents: 2_500, expiresAt, maxRedemptions: 50, packageIds: [PACKS.barrister.id, PACKS.total.id] });
    expect(amount).toMatchObject({
      code: amountCode,
      name: '$25.00 off',
      percentOff: null,
      amountOffCents: 2_500,
      expiresAt,
      maxRedemptions: 50,
      packageIds: [PACKS.barrister.id, PACKS.total.id].sort(),
      // A limited code is once per customer, as with Stripe.
      oncePerCustomer: true,
    });

    for (const code of [percentCode, percentCode.toLowerCase(), 'EARLY20']) {
      const duplicate = await call(admin, 'POST', '/admin/coupons', { code, amountOffCents: 100 });
      expect(duplicate.status, code).toBe(409);
    }
    // The first one is unchanged by the refused duplicate.
    expect((await allCoupons()).find((c) => c.code === percentCode)).toMatchObject({ percentOff: 15, amountOffCents: null });

    // A candidate can use the new code at once.
    const quote = quoteResponseSchema.parse((await call(candidate, 'POST', '/checkout/quote', { packageId: PACKS.total.id, couponCode: amountCode })).json());
    expect(quote.order).toEqual(priceOrder({ subtotalCents: PACKS.total.seedPriceCents, coupon: { code: amountCode, name: '$25.00 off', percentOff: null, amountOffCents: 2_500 } }));
  });

  it('refuses bad bodies with 400 and writes nothing', async () => {
    const code = newCode('BAD');
    const bodies: Record<string, unknown>[] = [
      {},
      { code },
      { code, percentOff: 10, amountOffCents: 500 },
      { code, percentOff: 0 },
      { code, percentOff: 101 },
      { code, percentOff: 12.5 },
      { code, amountOffCents: 0 },
      { code, amountOffCents: 1_000_001 },
      { code, amountOffCents: '500' },
      { code: 'AB', percentOff: 10 },
      { code: 'A'.repeat(41), percentOff: 10 },
      { code: 'NO SPACES', percentOff: 10 },
      { code: 'DOLLAR$', percentOff: 10 },
      { code, percentOff: 10, expiresAt: inDays(-1) },
      { code, percentOff: 10, expiresAt: 'next week' },
      { code, percentOff: 10, maxRedemptions: 0 },
      { code, percentOff: 10, packageIds: ['no-such-pack'] },
      { code, percentOff: 10, packageIds: [] },
      { code, percentOff: 10, name: 'Extra fields are refused' },
    ];
    for (const body of bodies) {
      const response = await call(admin, 'POST', '/admin/coupons', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request' });
    }
    const malformed = await fetch(`${stack.url}/api/admin/coupons`, { method: 'POST', headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' }, body: '{"code":' });
    expect(malformed.status).toBe(400);
    expect((await allCoupons()).filter((c) => c.code === code || c.code.startsWith('BAD'))).toEqual([]);
  });

  it('lists coupons newest first, page by page, with their redemptions', async () => {
    const code = newCode('COUNT');
    await createCoupon({ code, percentOff: 10 });
    const newest = listCouponsResponseSchema.parse((await call(admin, 'GET', '/admin/coupons?limit=1')).json());
    expect(newest.items).toHaveLength(1);
    expect(newest.nextCursor).not.toBeNull();

    const [a, b] = [await signUpAndSignIn(stack), await signUpAndSignIn(stack)];
    await buyWith(a, PACKS.barrister.id, code);
    await buyWith(b, PACKS.solicitor.id, code);
    const listed = (await allCoupons()).find((c) => c.code === code);
    expect(listed).toMatchObject({ redemptions: 2, status: 'active' });
    // The seeded code is listed too, and the list holds each coupon once.
    const codes = (await allCoupons()).map((c) => c.code);
    expect(codes).toContain('EARLY20');
    expect(new Set(codes).size).toBe(codes.length);

    for (const cursor of ['nonsense', Buffer.from(JSON.stringify({ pk: 'USER#x', sk: 'PROFILE', gsi1sk: '2026-01-01T00:00:00Z' })).toString('base64url')]) {
      expect((await call(admin, 'GET', `/admin/coupons?cursor=${cursor}`)).status).toBe(400);
    }
    expect((await call(admin, 'GET', '/admin/coupons?limit=0')).status).toBe(400);
    expect((await call(admin, 'GET', '/admin/coupons?limit=101')).status).toBe(400);
  });

  it('enforces the packs a code is for at the quote and the checkout, with a clear message', async () => {
    const code = newCode('BAR');
    await createCoupon({ code, percentOff: 30, packageIds: [PACKS.barrister.id] });
    const buyer = await signUpAndSignIn(stack);
    for (const path of ['/coupons/validate', '/checkout/quote', '/checkout']) {
      const refused = await call(buyer, 'POST', path, { packageId: PACKS.solicitor.id, couponCode: code });
      expect(refused.status, path).toBe(409);
      expect(refused.json()).toMatchObject({ message: 'This coupon code is for the Barrister Performance Pack only.' });
    }
    // Validation without a pack (the dashboard's chooser) accepts it; with its pack, too.
    expect((await call(buyer, 'POST', '/coupons/validate', { couponCode: code })).status).toBe(200);
    expect((await call(buyer, 'POST', '/coupons/validate', { couponCode: code, packageId: PACKS.barrister.id })).json()).toEqual({ name: '30% off', percent_off: 30, amount_off: null });
    const quote = quoteResponseSchema.parse((await call(buyer, 'POST', '/checkout/quote', { packageId: PACKS.barrister.id, couponCode: code })).json());
    expect(quote.order).toMatchObject({ discountCents: 6_000, discountSource: 'coupon', discountLabel: '30% off' });
    await buyWith(buyer, PACKS.barrister.id, code);
    const [bought] = purchasesResponseSchema.parse((await call(buyer, 'GET', '/purchases')).json()).purchases;
    expect(bought).toMatchObject({ packageId: PACKS.barrister.id, couponCode: code, discountCents: 6_000 });
  });

  it('deactivates a code after which it is refused everywhere, and audits both changes with before and after', async () => {
    const code = newCode('GONE');
    const created = await createCoupon({ code, percentOff: 25, maxRedemptions: 10 });
    const buyer = await signUpAndSignIn(stack);
    expect((await call(buyer, 'POST', '/coupons/validate', { couponCode: code })).status).toBe(200);

    const deactivated = await call(admin, 'DELETE', `/admin/coupons/${code.toLowerCase()}`);
    expect(deactivated.status).toBe(200);
    expect(adminCouponSchema.parse(deactivated.json())).toMatchObject({ code, active: false, status: 'inactive' });
    expect((await allCoupons()).find((c) => c.code === code)).toMatchObject({ active: false, status: 'inactive' });

    expect((await call(buyer, 'POST', '/coupons/validate', { couponCode: code })).status).toBe(404);
    const quote = await call(buyer, 'POST', '/checkout/quote', { packageId: PACKS.total.id, couponCode: code });
    expect(quote.status).toBe(400);
    expect(quote.json()).toMatchObject({ title: 'Invalid Coupon' });
    expect((await call(buyer, 'POST', '/checkout', { packageId: PACKS.total.id, couponCode: code })).status).toBe(400);

    expect((await call(admin, 'DELETE', `/admin/coupons/${code}`)).status).toBe(409);
    expect((await call(admin, 'DELETE', `/admin/coupons/${newCode('NONE')}`)).status).toBe(404);
    expect((await call(admin, 'DELETE', '/admin/coupons/a!')).status).toBe(400);

    const events = (await listAuditEvents(userIdOf(admin))).filter((e) => e.metadata?.target === code);
    const createdEvent = events.find((e) => e.action === 'coupon_created');
    expect(createdEvent).toMatchObject({ actionType: 'admin', success: true, metadata: { target: code, before: null, after: { ...created } } });
    const deactivatedEvent = events.find((e) => e.action === 'coupon_deactivated');
    expect(deactivatedEvent).toMatchObject({
      actionType: 'admin',
      metadata: { target: code, before: { code, active: true, status: 'active' }, after: { code, active: false, status: 'inactive' } },
    });
    expect(typeof createdEvent?.ipAddress).toBe('string');
  });
});

describe('the sales list', () => {
  // Days in March 2020 (Toronto is UTC-5 until March 8): no other test buys then.
  const saleAt = (iso: string, fields: Partial<Purchase> & Pick<Purchase, 'packageId'>): Purchase & { source?: string } => ({
    id: randomUUID(),
    userId: '',
    packageName: '',
    purchasedAt: iso,
    expiresAt: new Date(Date.parse(iso) + 365 * 86_400_000).toISOString(),
    status: 'active',
    subtotalCents: null,
    discountCents: null,
    taxCents: null,
    amountPaidCents: null,
    couponCode: null,
    checkoutSessionId: `cs_test_${randomBytes(6).toString('hex')}`,
    paymentIntentId: `pi_test_${randomBytes(6).toString('hex')}`,
    receiptUrl: null,
    ...fields,
  });
  let buyer: Tokens & { email: string };
  const ids: Record<'before' | 'sale' | 'refunded' | 'comp' | 'after', string> = { before: '', sale: '', refunded: '', comp: '', after: '' };

  beforeAll(async () => {
    buyer = await signUpAndSignIn(stack);
    const userId = userIdOf(buyer);
    const fixtures = {
      // Toronto: March 1, 11:30 p.m.: before the range.
      before: saleAt('2020-03-02T04:30:00.000Z', { userId, packageId: PACKS.solicitor.id, subtotalCents: 19_999, discountCents: 0, taxCents: 2_600, amountPaidCents: 22_599 }),
      sale: saleAt('2020-03-02T15:00:00.000Z', { userId, packageId: PACKS.barrister.id, subtotalCents: 19_999, discountCents: 4_000, taxCents: 2_080, amountPaidCents: 18_079, couponCode: 'EARLY20' }),
      refunded: saleAt('2020-03-03T16:00:00.000Z', {
        userId,
        packageId: PACKS.total.id,
        packageName: PACKS.total.name,
        subtotalCents: 32_999,
        discountCents: 0,
        taxCents: 4_290,
        amountPaidCents: 37_289,
        status: 'refunded',
        refundedAt: '2020-03-06T12:00:00.000Z',
        expiresAt: '2020-03-06T12:00:00.000Z',
      }),
      // Toronto: March 4, 10 p.m.: the last day of the range. A comp: nothing paid, never revenue.
      comp: { ...saleAt('2020-03-05T03:00:00.000Z', { userId, packageId: PACKS.solicitor.id, checkoutSessionId: null, paymentIntentId: null }), source: 'comp' },
      // Toronto: March 5, 12:30 a.m.: after the range.
      after: saleAt('2020-03-05T05:30:00.000Z', { userId, packageId: PACKS.barrister.id, subtotalCents: 19_999, discountCents: 0, taxCents: 2_600, amountPaidCents: 22_599 }),
    };
    for (const [name, purchase] of Object.entries(fixtures)) {
      ids[name as keyof typeof ids] = purchase.id;
      await putPurchase(purchase as Purchase);
    }
  });

  const range = 'from=2020-03-02&to=2020-03-04';

  it('lists a range of Toronto days newest first, page by page, with the whole range’s totals on the first page', async () => {
    const first = listSalesResponseSchema.parse((await call(admin, 'GET', `/admin/purchases?${range}&limit=2`)).json());
    expect(first).toMatchObject({ from: '2020-03-02', to: '2020-03-04' });
    expect(first.items.map((s) => s.id)).toEqual([ids.comp, ids.refunded]);
    expect(first.items[0]).toMatchObject({ source: 'comp', email: buyer.email, packageName: PACKS.solicitor.name, status: 'expired', amountPaidCents: null });
    expect(first.items[1]).toMatchObject({ source: 'checkout', status: 'refunded', refundedAt: '2020-03-06T12:00:00.000Z', amountPaidCents: 37_289 });
    // Refunds are sales that were paid back: counted in what was collected and in the refunds, not in what the range earned.
    expect(first.totals).toEqual({
      sales: 2,
      comps: 1,
      refunds: 1,
      grossCents: 19_999 + 32_999,
      discountCents: 4_000,
      taxCents: 2_080 + 4_290,
      collectedCents: 18_079 + 37_289,
      netOfTaxCents: 18_079 - 2_080 + (37_289 - 4_290),
      refundedCents: 37_289,
      netRevenueCents: 18_079 - 2_080,
    });
    expect(first.nextCursor).not.toBeNull();

    const second = listSalesResponseSchema.parse((await call(admin, 'GET', `/admin/purchases?${range}&limit=2&cursor=${first.nextCursor}`)).json());
    expect(second.items.map((s) => s.id)).toEqual([ids.sale]);
    expect(second.items[0]).toMatchObject({ status: 'expired', couponCode: 'EARLY20', discountCents: 4_000, email: buyer.email });
    expect(second.nextCursor).toBeNull();
    expect(second.totals).toBeNull();

    // A cursor is only good for the range it came from.
    expect((await call(admin, 'GET', `/admin/purchases?from=2020-03-03&to=2020-03-04&cursor=${first.nextCursor}`)).status).toBe(200);
    expect((await call(admin, 'GET', `/admin/purchases?from=2021-01-01&to=2021-01-31&cursor=${first.nextCursor}`)).status).toBe(400);
  });

  it('exports the same range as CSV with a file name', async () => {
    const response = await fetch(`${stack.url}/api/admin/purchases/export?${range}`, { headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="sales-2020-03-02-to-2020-03-04.csv"');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'purchased_at_utc,purchased_at_toronto,purchase_id,user_id,email,pack,source,status,list_price,discount,coupon,hst,amount_paid,net_of_tax,refunded_at_utc,checkout_session_id,payment_intent_id',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`${ids.comp},${userIdOf(buyer)},${buyer.email},Solicitor Performance Pack,comp,expired,`);
    expect(lines[2]).toContain(`,${ids.refunded},`);
    expect(lines[2]).toContain(',Total Performance Pack,checkout,refunded,329.99,0.00,,42.90,372.89,329.99,2020-03-06T12:00:00.000Z,');
    expect(lines[3]).toContain(',Barrister Performance Pack,checkout,expired,199.99,40.00,EARLY20,20.80,180.79,159.99,');
    expect(lines[3]).toContain('2020-03-02T15:00:00.000Z,"Mar 2, 2020, 10:00 a.m. EST"');
    const outside = await (await fetch(`${stack.url}/api/admin/purchases/export?from=2020-03-05&to=2020-03-05`, { headers: { authorization: `Bearer ${admin.accessToken}` } })).text();
    expect(outside).toContain(ids.after);
    expect(outside).not.toContain(ids.comp);
  });

  it('defaults to the last 30 days, which list a purchase just made at checkout', async () => {
    const code = newCode('LIST');
    await createCoupon({ code, amountOffCents: 1_000 });
    const fresh = await signUpAndSignIn(stack);
    await buyWith(fresh, PACKS.solicitor.id, code);
    const today = torontoDayKey(new Date());
    let listed: ReturnType<typeof listSalesResponseSchema.parse> | undefined;
    await expect
      .poll(async () => {
        listed = listSalesResponseSchema.parse((await call(admin, 'GET', '/admin/purchases?limit=100')).json());
        return listed.items.some((s) => s.email === fresh.email);
      })
      .toBe(true);
    expect(listed?.to).toBe(today);
    expect(Date.parse(listed?.to ?? '') - Date.parse(listed?.from ?? '')).toBe(29 * 86_400_000);
    expect(listed?.items.find((s) => s.email === fresh.email)).toMatchObject({ source: 'checkout', status: 'active', couponCode: code, discountCents: 1_000, packageId: PACKS.solicitor.id });
    expect(listed?.totals?.sales).toBeGreaterThanOrEqual(1);
  });

  it('lists a purchase written before the index once the operator’s one-off script has indexed it', async () => {
    const legacy = saleAt('2019-06-15T15:00:00.000Z', { userId: userIdOf(buyer), packageId: PACKS.barrister.id, subtotalCents: 19_999, discountCents: 0, taxCents: 2_600, amountPaidCents: 22_599 });
    await putPurchase(legacy);
    await db().send(new UpdateCommand({ TableName: tableName(), Key: purchaseKey(legacy), UpdateExpression: 'REMOVE gsi3pk, gsi3sk' }));
    const listed = async () => listSalesResponseSchema.parse((await call(admin, 'GET', '/admin/purchases?from=2019-06-15&to=2019-06-15')).json()).items.map((s) => s.id);
    expect(await listed()).toEqual([]);
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'bin/index-purchases.ts'], { env: process.env });
    expect(stdout).toMatch(/[1-9]\d* purchase\(s\) indexed/);
    expect(await listed()).toEqual([legacy.id]);
  });

  it('refuses bad ranges and unknown parameters with 400', async () => {
    for (const query of ['from=2020-03-05&to=2020-03-01', 'from=2020-01-01&to=2021-01-01', 'from=March', 'to=2020-02-30', 'limit=abc', 'sort=asc', 'cursor=nonsense']) {
      expect((await call(admin, 'GET', `/admin/purchases?${query}`)).status, query).toBe(400);
    }
    expect((await call(admin, 'GET', '/admin/purchases/export?from=2020-03-05&to=2020-03-01')).status).toBe(400);
    expect((await call(admin, 'GET', '/admin/purchases?from=2020-01-01&to=2020-12-31')).status).toBe(200);
  });
});
