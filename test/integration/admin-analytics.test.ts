import { beforeAll, describe, expect, inject, it } from 'vitest';
import { funnelCsvColumns, funnelResponseSchema, type FunnelResponse } from '#shared/api/admin-analytics';
import { addDays, utcDay } from '#shared/analytics/figures';
import { PACKS } from '#shared/catalogue';
import { putEvents } from '../../functions/data/analytics.ts';
import { addDailyStats } from '../../functions/data/stats.ts';
import { call as callAs, userIdOf } from '../support/api.ts';
import { signIn, signUpAndSignIn, type Tokens } from '../support/cognito.ts';
import { pointAtStackTable } from '../support/stack-table.ts';
import { buyThroughWebhook } from '../support/stripe-events.ts';

const stack = inject('stack');
const call = (user: Tokens, method: string, path: string, body?: unknown) => callAs(stack, user, method, path, body);
const TOTAL = { subtotalCents: 32_999, taxCents: 4_290 };

let admin: Tokens;

async function funnel(from: string, to: string): Promise<FunnelResponse> {
  const response = await call(admin, 'GET', `/admin/analytics/funnel?from=${from}&to=${to}`);
  expect(response.status, response.text).toBe(200);
  return funnelResponseSchema.parse(response.json());
}

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

beforeAll(async () => {
  pointAtStackTable(stack);
  admin = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, stack.adminEmail, stack.adminPassword);
});

describe('the admin funnel over a range of days', () => {
  // Days 100 to 300 days ago: no other test writes there.
  const first = addDays(utcDay(), -(100 + Math.floor(Math.random() * 200)));
  const second = addDays(first, 2);
  const from = addDays(first, -1);
  const to = addDays(second, 1);

  beforeAll(async () => {
    const event = (name: 'landingPageView' | 'signup') => ({ name, path: '/', occurredAt: noon(first).toISOString(), userId: null });
    // The first day: 6 landing views, 3 sign-ups, 2 diagnostics, 2 checkouts of Total and the Total bought.
    await putEvents([...Array.from({ length: 6 }, () => event('landingPageView')), ...Array.from({ length: 3 }, () => event('signup'))], noon(first));
    await addDailyStats(first, 'COMPLETIONS', { attemptsCompleted: 4, diagnosticsCompleted: 2 });
    await addDailyStats(first, 'CHECKOUTS', { checkouts: 2, checkouts_total: 2 });
    const buyer = await signUpAndSignIn(stack);
    await buyThroughWebhook(stack, userIdOf(buyer), PACKS.total.id, TOTAL, noon(first));
    // The second day: 4 landing views, 1 sign-up, 1 checkout of Barrister, nothing bought.
    await putEvents([...Array.from({ length: 4 }, () => event('landingPageView')), event('signup')], noon(second));
    await addDailyStats(second, 'CHECKOUTS', { checkouts: 1, checkouts_barrister: 1 });
  });

  it('counts each step over the range, with the conversion from the step before and from landing', async () => {
    const f = await funnel(from, to);
    expect(f.steps.map(({ key, count, fromPrevious, fromFirst }) => ({ key, count, fromPrevious, fromFirst }))).toEqual([
      { key: 'landingViews', count: 10, fromPrevious: null, fromFirst: null },
      { key: 'signups', count: 4, fromPrevious: 40, fromFirst: 40 },
      { key: 'diagnosticsCompleted', count: 2, fromPrevious: 50, fromFirst: 20 },
      { key: 'checkouts', count: 3, fromPrevious: 150, fromFirst: 30 },
      { key: 'purchases', count: 1, fromPrevious: 33.3, fromFirst: 10 },
    ]);
    expect(f.days.map((d) => d.date)).toEqual([from, first, addDays(first, 1), second, to]);
    expect(f.days[1]).toMatchObject({ landingViews: 6, signups: 3, diagnosticsCompleted: 2, checkouts: 2, purchases: 1, grossSalesCents: 32_999 });
    expect(f.days[3]).toMatchObject({ landingViews: 4, signups: 1, checkouts: 1, purchases: 0 });
    expect(f.days[0]).toMatchObject({ landingViews: 0, signups: 0, diagnosticsCompleted: 0, checkouts: 0, purchases: 0 });
  });

  it('gives the conversion by pack: checkouts started and purchases of each', async () => {
    const { packs } = await funnel(from, to);
    expect(packs.map(({ plan, checkouts, purchases, conversion, grossSalesCents }) => ({ plan, checkouts, purchases, conversion, grossSalesCents }))).toEqual([
      { plan: 'barrister', checkouts: 1, purchases: 0, conversion: 0, grossSalesCents: 0 },
      { plan: 'solicitor', checkouts: 0, purchases: 0, conversion: null, grossSalesCents: 0 },
      { plan: 'total', checkouts: 2, purchases: 1, conversion: 50, grossSalesCents: 32_999 },
    ]);
  });

  it('exports the days as a CSV file', async () => {
    const response = await fetch(`${stack.url}/api/admin/analytics/export?from=${from}&to=${to}`, { headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="barprep-funnel-${from}-to-${to}.csv"`);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(funnelCsvColumns.join(','));
    expect(lines[0]).toBe(
      'date,landing_views,signups,diagnostics_completed,checkouts_started,purchases,gross_sales_net_of_tax_cents,checkouts_barrister,purchases_barrister,checkouts_solicitor,purchases_solicitor,checkouts_total,purchases_total',
    );
    expect(lines.slice(1)).toEqual([
      `${from},0,0,0,0,0,0,0,0,0,0,0,0`,
      `${first},6,3,2,2,1,32999,0,0,0,0,2,1`,
      `${addDays(first, 1)},0,0,0,0,0,0,0,0,0,0,0,0`,
      `${second},4,1,0,1,0,0,1,0,0,0,0,0`,
      `${to},0,0,0,0,0,0,0,0,0,0,0,0`,
    ]);
  });

  it('refuses a bad range with a 400, for the page and the export alike', async () => {
    const today = utcDay();
    for (const path of ['/admin/analytics/funnel', '/admin/analytics/export']) {
      expect((await call(admin, 'GET', `${path}?from=${today}&to=${addDays(today, -1)}`)).status, path).toBe(400);
      expect((await call(admin, 'GET', `${path}?from=${addDays(today, -366)}&to=${today}`)).status, path).toBe(400);
      expect((await call(admin, 'GET', `${path}?from=${today}`)).status, path).toBe(400);
      expect((await call(admin, 'GET', `${path}?from=2026-02-30&to=${today}`)).status, path).toBe(400);
      expect((await call(admin, 'GET', path)).status, path).toBe(400);
    }
    // A year and a day is allowed.
    expect((await call(admin, 'GET', `/admin/analytics/funnel?from=${addDays(today, -365)}&to=${today}`)).status).toBe(200);
  });

  it('is for super admins only', async () => {
    const candidate = await signUpAndSignIn(stack);
    expect((await call(candidate, 'GET', `/admin/analytics/funnel?from=${from}&to=${to}`)).status).toBe(403);
    expect((await call(candidate, 'GET', `/admin/analytics/export?from=${from}&to=${to}`)).status).toBe(403);
    expect((await fetch(`${stack.url}/api/admin/analytics/export?from=${from}&to=${to}`)).status).toBe(401);
  });
});

describe('the funnel counts what happens in the product', () => {
  it('moves every step today: a landing view, a sign-up, a diagnostic, a checkout and a purchase', async () => {
    const today = utcDay();
    const before = await funnel(today, today);
    const posted = await fetch(`${stack.url}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ name: 'landingPageView', path: '/', occurredAt: new Date().toISOString() }] }),
    });
    expect(posted.status).toBe(202);
    const candidate = await signUpAndSignIn(stack);
    const { id } = (await call(candidate, 'POST', '/attempts', { examTemplateId: 'free-diagnostic' })).json() as { id: string };
    expect((await call(candidate, 'POST', `/attempts/${id}/submit`, {})).status).toBe(200);
    const checkout = await call(candidate, 'POST', '/checkout', { packageId: PACKS.total.id });
    expect(checkout.status, checkout.text).toBe(200);
    await buyThroughWebhook(stack, userIdOf(candidate), PACKS.total.id, TOTAL);

    let after = before;
    await expect
      .poll(
        async () => {
          after = await funnel(today, today);
          return (after.steps[2]?.count ?? 0) - (before.steps[2]?.count ?? 0);
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBeGreaterThanOrEqual(1);
    // Other test files run at the same time: at least, not exactly.
    for (const [i, step] of after.steps.entries()) expect(step.count - (before.steps[i]?.count ?? 0), step.key).toBeGreaterThanOrEqual(1);
    const total = (f: FunnelResponse) => f.packs.find((p) => p.plan === 'total');
    expect((total(after)?.checkouts ?? 0) - (total(before)?.checkouts ?? 0)).toBeGreaterThanOrEqual(1);
    expect((total(after)?.purchases ?? 0) - (total(before)?.purchases ?? 0)).toBeGreaterThanOrEqual(1);
  });
});
