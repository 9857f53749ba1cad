import { PACKS, type PlanKey } from '#shared/catalogue';
import { planKeys } from '#shared/api/admin-analytics';
import { utcDay } from '#shared/analytics/figures';
import type { Attempt } from '../data/attempts.ts';
import { analyticsCounterKey } from '../data/analytics.ts';
import { batchGetAll, type TransactItem } from '../data/dynamo.ts';
import type { Purchase } from '../data/purchases.ts';
import { addDailyStats, addDailyStatsOnce, completionCountedKey, dailyStats, dailyStatsUpdate, type Counts, type StatsGroup } from '../data/stats.ts';
import { logger } from '../lib/logger.ts';

/**
 * The business figures of the admin overview and funnel, counted per UTC day where each thing
 * happens (functions/data/stats.ts) and read back for a range of days without scanning.
 * Definitions (the overview and the funnel show them):
 *   - sign-ups: accounts created (the server's `signup` analytics event);
 *   - landing views: `landingPageView` events the landing page sends;
 *   - attempts started: attempts created (a resumed attempt is not a new one);
 *   - attempts / diagnostics completed: attempts scored, by the day of their completion, once each;
 *   - checkouts started: checkout sessions created (Stripe's or the local one);
 *   - sales: purchases granted by the payment webhook (so never an admin's comp), by the day paid;
 *   - gross sales: what those buyers paid net of tax (amount paid minus tax);
 *   - refunds: purchases fully refunded or lost to a dispute, by the day of the refund, at their
 *     net-of-tax price (partial refunds leave access in place and are not taken off);
 *   - net revenue: gross sales minus refunds.
 */

const DIAGNOSTIC = 'diagnostic';

/** What a purchase brought in net of tax: the amount charged minus its tax (else the order's subtotal less discount). */
export function netOfTaxCents(purchase: Pick<Purchase, 'amountPaidCents' | 'taxCents' | 'subtotalCents' | 'discountCents'>): number {
  if (purchase.amountPaidCents !== null) return Math.max(0, purchase.amountPaidCents - (purchase.taxCents ?? 0));
  return Math.max(0, (purchase.subtotalCents ?? 0) - (purchase.discountCents ?? 0));
}

/** Counted after the request's own write succeeded: a failure to count never fails the request. */
async function bestEffort(day: string, group: StatsGroup, counts: Counts): Promise<void> {
  try {
    await addDailyStats(day, group, counts);
  } catch (error) {
    logger.warn('Daily stats not counted', { group, error: error as Error });
  }
}

/** An attempt was created (its creation transaction won, so each attempt is counted once at most). */
export function countAttemptStarted(attempt: Pick<Attempt, 'examType' | 'startedAt'>): Promise<void> {
  return bestEffort(utcDay(attempt.startedAt), 'STARTS', { attemptsStarted: 1, diagnosticsStarted: attempt.examType === DIAGNOSTIC ? 1 : 0 });
}

/** A checkout session was created for a pack. */
export function countCheckoutStarted(packageId: string, at = new Date()): Promise<void> {
  const plan = Object.values(PACKS).find((pack) => pack.id === packageId)?.key;
  return bestEffort(utcDay(at), 'CHECKOUTS', { checkouts: 1, ...(plan ? { [`checkouts_${plan}`]: 1 } : {}) });
}

/**
 * A completed attempt, counted by the completion consumer once whatever the number of
 * deliveries (a marker in the attempt's partition, in one transaction with the counters). A
 * failure throws, so the stream record is retried like the rest of the completion work.
 */
export async function countCompletion(attempt: Pick<Attempt, 'id' | 'examType' | 'completedAt'>): Promise<boolean> {
  if (!attempt.completedAt) return false;
  return addDailyStatsOnce(completionCountedKey(attempt.id), utcDay(attempt.completedAt), 'COMPLETIONS', {
    attemptsCompleted: 1,
    diagnosticsCompleted: attempt.examType === DIAGNOSTIC ? 1 : 0,
  });
}

/** The sale's counters, written in the grant's own once-only transaction. */
export function saleCounted(purchase: Purchase, plan: PlanKey): TransactItem {
  const net = netOfTaxCents(purchase);
  return dailyStatsUpdate(utcDay(purchase.purchasedAt), 'SALES', { sales: 1, salesNetCents: net, [`sales_${plan}`]: 1, [`salesNetCents_${plan}`]: net });
}

/** The refund's counters (a full refund or a dispute), written in the revocation's once-only transaction. */
export function refundCounted(purchase: Purchase, refundedAt: string): TransactItem {
  return dailyStatsUpdate(utcDay(refundedAt), 'SALES', { refunds: 1, refundsNetCents: netOfTaxCents(purchase) });
}

export interface DailyFigures {
  landingViews: number;
  signups: number;
  attemptsStarted: number;
  attemptsCompleted: number;
  diagnosticsCompleted: number;
  checkouts: number;
  sales: number;
  grossSalesCents: number;
  refunds: number;
  refundsCents: number;
  byPack: Record<PlanKey, { checkouts: number; purchases: number; grossSalesCents: number }>;
}

/** The analytics counters the figures use (their day is the server's UTC receipt day). */
const ANALYTICS_COUNTERS = { landingViews: 'landingPageView', signups: 'signup' } as const;

async function analyticsCounts(days: readonly string[]): Promise<Map<string, Counts>> {
  const wanted = new Map<string, { day: string; name: keyof typeof ANALYTICS_COUNTERS }>();
  const keys: { pk: string; sk: string }[] = [];
  for (const day of days) {
    for (const [name, event] of Object.entries(ANALYTICS_COUNTERS) as [keyof typeof ANALYTICS_COUNTERS, string][]) {
      const key = analyticsCounterKey(day, event);
      wanted.set(`${key.pk}|${key.sk}`, { day, name });
      keys.push(key);
    }
  }
  const items = await batchGetAll(keys);
  const result = new Map<string, Counts>(days.map((day) => [day, {}]));
  for (const item of items) {
    const found = wanted.get(`${String(item.pk)}|${String(item.sk)}`);
    const counts = found ? result.get(found.day) : undefined;
    if (found && counts) counts[found.name] = Number(item.count ?? 0);
  }
  return result;
}

/** Up to 90 days a read: a year's range reads its quarters at once. */
const CHUNK_DAYS = 90;

/** Each day's figures (oldest first, as given): a BatchGetItem over the days' counter items, no scan. */
export async function dailyFigures(days: readonly string[]): Promise<Map<string, DailyFigures>> {
  const chunks: string[][] = [];
  for (let i = 0; i < days.length; i += CHUNK_DAYS) chunks.push(days.slice(i, i + CHUNK_DAYS));
  const parts = await Promise.all(chunks.map((chunk) => Promise.all([dailyStats(chunk), analyticsCounts(chunk)])));
  const result = new Map<string, DailyFigures>();
  for (const [stats, analytics] of parts) {
    for (const [day, c] of stats) {
      const a = analytics.get(day) ?? {};
      const n = (name: string, from: Counts = c) => from[name] ?? 0;
      result.set(day, {
        landingViews: n('landingViews', a),
        signups: n('signups', a),
        attemptsStarted: n('attemptsStarted'),
        attemptsCompleted: n('attemptsCompleted'),
        diagnosticsCompleted: n('diagnosticsCompleted'),
        checkouts: n('checkouts'),
        sales: n('sales'),
        grossSalesCents: n('salesNetCents'),
        refunds: n('refunds'),
        refundsCents: n('refundsNetCents'),
        byPack: Object.fromEntries(
          planKeys.map((plan) => [plan, { checkouts: n(`checkouts_${plan}`), purchases: n(`sales_${plan}`), grossSalesCents: n(`salesNetCents_${plan}`) }]),
        ) as DailyFigures['byPack'],
      });
    }
  }
  return result;
}
