import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { overviewResponseSchema, securityEventsResponseSchema, type OverviewResponse } from '#shared/api/admin-overview';
import { addDays, utcDay } from '#shared/analytics/figures';
import { threatLevel } from '#shared/auth/threat-level';
import { PACKS } from '#shared/catalogue';
import { countCompletion } from '../../functions/analytics/business-stats.ts';
import { putSecurityEvent, type SecurityEventType, type Severity } from '../../functions/data/audit.ts';
import { call as callAs, userIdOf } from '../support/api.ts';
import { signIn, signUpAndSignIn, signUpInGroup, type Tokens } from '../support/cognito.ts';
import { pointAtStackTable } from '../support/stack-table.ts';
import { buyThroughWebhook, refundThroughWebhook } from '../support/stripe-events.ts';

const stack = inject('stack');
const call = (user: Tokens, method: string, path: string) => callAs(stack, user, method, path);

/** Barrister at its list price: $199.99 and 13% HST. */
const BARRISTER = { subtotalCents: 19_999, taxCents: 2_600 };
const TOTAL = { subtotalCents: 32_999, taxCents: 4_290 };

let admin: Tokens;

async function overview(query = ''): Promise<OverviewResponse> {
  const response = await call(admin, 'GET', `/admin/overview${query}`);
  expect(response.status, response.text).toBe(200);
  return overviewResponseSchema.parse(response.json());
}

/** A random day 100 to 300 days ago: no other test writes anything there. */
function quietDay(): string {
  return addDays(utcDay(), -(100 + Math.floor(Math.random() * 200)));
}

/** Noon UTC of a day, plus a few seconds. */
const at = (day: string, seconds = 0) => new Date(Date.parse(`${day}T12:00:00Z`) + seconds * 1000);

beforeAll(async () => {
  pointAtStackTable(stack);
  admin = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, stack.adminEmail, stack.adminPassword);
});

describe('GET /api/admin/overview', () => {
  it('is for super admins: 401 for a visitor, 403 for a candidate and a content manager', async () => {
    for (const path of ['/api/admin/overview', '/api/admin/security/events']) {
      expect((await fetch(`${stack.url}${path}`)).status, path).toBe(401);
    }
    const [candidate, contentManager] = await Promise.all([signUpAndSignIn(stack), signUpInGroup(stack, 'content_manager')]);
    for (const user of [candidate, contentManager]) {
      for (const path of ['/admin/overview', '/admin/security/events']) {
        const refused = await call(user, 'GET', path);
        expect(refused.status, path).toBe(403);
        expect(refused.text).not.toContain('threatLevel');
      }
    }
  });

  it('moves sign-ups, attempts, the diagnostic and sales when a candidate signs up, completes the diagnostic and buys', async () => {
    const before = await overview();
    const candidate = await signUpAndSignIn(stack);
    const { id } = (await callAs(stack, candidate, 'POST', '/attempts', { examTemplateId: 'free-diagnostic' })).json() as { id: string };
    expect((await callAs(stack, candidate, 'POST', `/attempts/${id}/submit`, {})).status).toBe(200);
    await buyThroughWebhook(stack, userIdOf(candidate), PACKS.barrister.id, BARRISTER);

    // The completion is counted off the request path, by the stream consumer.
    let after = before;
    await expect
      .poll(
        async () => {
          after = await overview();
          return after.last7.figures.diagnosticsCompleted.current - before.last7.figures.diagnosticsCompleted.current;
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBeGreaterThanOrEqual(1);
    const grew = (key: keyof OverviewResponse['last7']['figures']) => after.last7.figures[key].current - before.last7.figures[key].current;
    // Other test files run at the same time: at least, not exactly.
    expect(grew('signups')).toBeGreaterThanOrEqual(1);
    expect(grew('attemptsStarted')).toBeGreaterThanOrEqual(1);
    expect(grew('attemptsCompleted')).toBeGreaterThanOrEqual(1);
    expect(grew('sales')).toBeGreaterThanOrEqual(1);
    // Net of tax: the $225.99 charged less $26.00 HST.
    expect(grew('grossSalesCents')).toBeGreaterThanOrEqual(19_999);
    expect(grew('netRevenueCents')).toBeGreaterThanOrEqual(19_999 - grew('refundsCents'));
    // The 30 days include the 7, and today is the last day listed.
    expect(after.last30.figures.sales.current).toBeGreaterThanOrEqual(after.last7.figures.sales.current);
    expect(after.days).toHaveLength(30);
    expect(after.days.at(-1)?.date).toBe(utcDay());
    expect(after.days.at(-1)?.diagnosticsCompleted).toBeGreaterThanOrEqual(1);
  });

  it('counts a completion once however often the stream delivers it, on the day it was completed', async () => {
    const day = quietDay();
    const attempt = { id: randomUUID(), examType: 'diagnostic', completedAt: at(day).toISOString() };
    expect(await countCompletion(attempt)).toBe(true);
    expect(await countCompletion(attempt)).toBe(false);
    const o = await overview(`?asOf=${day}`);
    expect(o.days.at(-1)).toMatchObject({ date: day, diagnosticsCompleted: 1, attemptsCompleted: 1 });
  });

  it('compares the last 7 and 30 days with the periods before, sales net of tax, refunds taken off', async () => {
    const asOf = quietDay();
    const buyer = await signUpAndSignIn(stack);
    const buyerId = userIdOf(buyer);
    // This week: two Barrister packs, one refunded on asOf. The week before: one Total pack.
    const kept = await buyThroughWebhook(stack, buyerId, PACKS.barrister.id, BARRISTER, at(addDays(asOf, -1)));
    const refunded = await buyThroughWebhook(stack, buyerId, PACKS.barrister.id, BARRISTER, at(addDays(asOf, -1), 5));
    await refundThroughWebhook(stack, refunded, at(asOf));
    await buyThroughWebhook(stack, buyerId, PACKS.total.id, TOTAL, at(addDays(asOf, -9)));
    expect(kept.amount_total).toBe(22_599);

    const o = await overview(`?asOf=${asOf}`);
    expect(o.asOf).toBe(asOf);
    expect(o.last7).toMatchObject({ days: 7, from: addDays(asOf, -6), to: asOf, previousFrom: addDays(asOf, -13), previousTo: addDays(asOf, -7) });
    expect(o.last7.figures.sales).toEqual({ current: 2, previous: 1, change: 1, changePercent: 100 });
    expect(o.last7.figures.grossSalesCents).toEqual({ current: 39_998, previous: 32_999, change: 6_999, changePercent: 21.2 });
    expect(o.last7.figures.refunds).toEqual({ current: 1, previous: 0, change: 1, changePercent: null });
    expect(o.last7.figures.refundsCents).toEqual({ current: 19_999, previous: 0, change: 19_999, changePercent: null });
    expect(o.last7.figures.netRevenueCents).toEqual({ current: 19_999, previous: 32_999, change: -13_000, changePercent: -39.4 });
    // Over 30 days the three sales are all in the current period, none in the one before.
    expect(o.last30.figures.sales).toEqual({ current: 3, previous: 0, change: 3, changePercent: null });
    expect(o.last30.figures.netRevenueCents.current).toBe(19_999 + 32_999);
    // Day by day: the sales on the day paid, the refund on the day refunded.
    const day = (d: string) => o.days.find((entry) => entry.date === d);
    expect(day(addDays(asOf, -1))).toMatchObject({ sales: 2, grossSalesCents: 39_998, refunds: 0 });
    expect(day(asOf)).toMatchObject({ sales: 0, refunds: 1, refundsCents: 19_999, netRevenueCents: -19_999 });
    expect(day(addDays(asOf, -9))).toMatchObject({ sales: 1, grossSalesCents: 32_999 });
  });

  it('refuses an asOf after today or not a day', async () => {
    expect((await call(admin, 'GET', `/admin/overview?asOf=${addDays(utcDay(), 2)}`)).status).toBe(400);
    expect((await call(admin, 'GET', '/admin/overview?asOf=yesterday')).status).toBe(400);
    expect((await call(admin, 'GET', '/admin/overview?days=7')).status).toBe(400);
  });

  it('shows the threat level of the last 24 hours and the newest security events', async () => {
    const description = `A test lockout ${randomUUID()}`;
    await putSecurityEvent({ eventType: 'account_lockout', severity: 'high', userId: null, clientIp: '198.51.100.7', description, metadata: {}, createdAt: new Date().toISOString() });
    const { security } = await overview();
    expect(security.threatLevel).toBe(threatLevel(security.last24Hours));
    expect(security.last24Hours.securityEvents).toBeGreaterThanOrEqual(1);
    expect(security.last24Hours.lockouts).toBeGreaterThanOrEqual(1);
    expect(security.latestEvents.length).toBeLessThanOrEqual(10);
    expect(security.latestEvents.map((e) => e.description)).toContain(description);
    const times = security.latestEvents.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('GET /api/admin/security/events', () => {
  const base = quietDay();
  const put: { id: string; type: SecurityEventType; severity: Severity; day: string }[] = [];

  beforeAll(async () => {
    const plan: [number, SecurityEventType, Severity][] = [
      [0, 'account_lockout', 'high'],
      [0, 'account_lockout', 'high'],
      [0, 'account_lockout', 'high'],
      [0, 'session_anomaly', 'medium'],
      [0, 'session_anomaly', 'medium'],
      [-2, 'account_lockout', 'high'],
      [-2, 'account_lockout', 'high'],
      [-2, 'password_reset_abuse', 'medium'],
      [-5, 'suspicious_login', 'low'],
    ];
    for (const [i, [offset, type, severity]] of plan.entries()) {
      const day = addDays(base, offset);
      const stored = await putSecurityEvent({ eventType: type, severity, userId: null, clientIp: '203.0.113.9', description: `Event ${i}`, metadata: {}, createdAt: at(day, i).toISOString() });
      put.push({ id: stored.id, type, severity, day });
    }
  });

  async function page(query: string) {
    const response = await call(admin, 'GET', `/admin/security/events?${query}`);
    expect(response.status, response.text).toBe(200);
    return securityEventsResponseSchema.parse(response.json());
  }

  async function all(query: string) {
    const items = [];
    const pages = [];
    let cursor: string | null = null;
    do {
      const p = await page(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      pages.push(p.items.length);
      items.push(...p.items);
      cursor = p.nextCursor;
    } while (cursor && pages.length < 20);
    return { items, pages };
  }

  it('filters by type over a range of days, newest first, a page at a time', async () => {
    const range = `from=${addDays(base, -5)}&to=${base}`;
    const first = await page(`${range}&type=account_lockout&limit=2`);
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const { items, pages } = await all(`${range}&type=account_lockout&limit=2`);
    expect(pages).toEqual([2, 2, 1]);
    expect(items.map((e) => e.id).sort()).toEqual(put.filter((e) => e.type === 'account_lockout').map((e) => e.id).sort());
    expect(items.every((e) => e.eventType === 'account_lockout')).toBe(true);
    const times = items.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(items.map((e) => e.id)).size).toBe(items.length);
  });

  it('filters by severity and by days, and lists everything without filters', async () => {
    const medium = await all(`from=${addDays(base, -5)}&to=${base}&severity=medium`);
    expect(medium.items.map((e) => e.id).sort()).toEqual(put.filter((e) => e.severity === 'medium').map((e) => e.id).sort());
    const everything = await all(`from=${addDays(base, -5)}&to=${base}&limit=100`);
    expect(everything.items).toHaveLength(put.length);
    const lastDays = await all(`from=${addDays(base, -2)}&to=${addDays(base, -1)}`);
    expect(lastDays.items.map((e) => e.id).sort()).toEqual(put.filter((e) => e.day === addDays(base, -2)).map((e) => e.id).sort());
    const lowLockouts = await page(`from=${addDays(base, -5)}&to=${base}&type=account_lockout&severity=low`);
    expect(lowLockouts).toMatchObject({ items: [], nextCursor: null });
  });

  it('refuses a cursor from other filters or made up, and bad filters', async () => {
    const range = `from=${addDays(base, -5)}&to=${base}`;
    const first = await page(`${range}&type=account_lockout&limit=2`);
    const cursor = encodeURIComponent(first.nextCursor ?? '');
    expect((await call(admin, 'GET', `/admin/security/events?${range}&type=session_anomaly&limit=2&cursor=${cursor}`)).status).toBe(400);
    expect((await call(admin, 'GET', `/admin/security/events?${range}&cursor=not-a-cursor`)).status).toBe(400);
    expect((await call(admin, 'GET', `/admin/security/events?from=${base}&to=${addDays(base, -1)}`)).status).toBe(400);
    expect((await call(admin, 'GET', `/admin/security/events?from=${addDays(base, -400)}&to=${base}`)).status).toBe(400);
    expect((await call(admin, 'GET', '/admin/security/events?type=burglary')).status).toBe(400);
    expect((await call(admin, 'GET', '/admin/security/events?limit=1000')).status).toBe(400);
    // Without a range: the last 30 days.
    const recent = await page('');
    expect(recent.to).toBe(utcDay());
    expect(recent.from).toBe(addDays(utcDay(), -29));
  });
});
