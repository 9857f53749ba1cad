import { overviewFigureKeys, type OverviewDay, type OverviewFigureKey, type OverviewPeriod, type OverviewResponse } from '#shared/api/admin-overview';
import { addDays, compare, daysFrom, utcDay } from '#shared/analytics/figures';
import { securityOverview } from '../security/security-overview.ts';
import { dailyFigures, type DailyFigures } from './business-stats.ts';

/** How many of the newest security events the overview's panel lists. */
const LATEST_EVENTS = 10;

function dayOf(date: string, f: DailyFigures | undefined): OverviewDay {
  const grossSalesCents = f?.grossSalesCents ?? 0;
  const refundsCents = f?.refundsCents ?? 0;
  return {
    date,
    signups: f?.signups ?? 0,
    sales: f?.sales ?? 0,
    grossSalesCents,
    refunds: f?.refunds ?? 0,
    refundsCents,
    netRevenueCents: grossSalesCents - refundsCents,
    diagnosticsCompleted: f?.diagnosticsCompleted ?? 0,
    attemptsStarted: f?.attemptsStarted ?? 0,
    attemptsCompleted: f?.attemptsCompleted ?? 0,
  };
}

function sum(days: OverviewDay[], key: OverviewFigureKey): number {
  return days.reduce((total, day) => total + day[key], 0);
}

/** The `length` days ending with asOf against the `length` days before them. */
function period(byDay: Map<string, OverviewDay>, asOf: string, length: number): OverviewPeriod {
  const from = addDays(asOf, -(length - 1));
  const previousTo = addDays(from, -1);
  const previousFrom = addDays(previousTo, -(length - 1));
  const pick = (a: string, b: string) => daysFrom(a, b).map((d) => byDay.get(d) ?? dayOf(d, undefined));
  const current = pick(from, asOf);
  const previous = pick(previousFrom, previousTo);
  return {
    days: length,
    from,
    to: asOf,
    previousFrom,
    previousTo,
    figures: Object.fromEntries(overviewFigureKeys.map((key) => [key, compare(sum(current, key), sum(previous, key))])) as OverviewPeriod['figures'],
  };
}

/**
 * GET /api/admin/overview: 60 days of daily counters (one BatchGetItem pass) make the last 7 and
 * 30 days and the periods before them; the security panel is the last 24 hours' (whatever asOf).
 */
export async function adminOverview(asOf = utcDay(), now = new Date()): Promise<OverviewResponse> {
  const days = daysFrom(addDays(asOf, -59), asOf);
  const [figures, security] = await Promise.all([dailyFigures(days), securityOverview(now)]);
  const byDay = new Map(days.map((d) => [d, dayOf(d, figures.get(d))]));
  return {
    asOf,
    generatedAt: now.toISOString(),
    last7: period(byDay, asOf, 7),
    last30: period(byDay, asOf, 30),
    days: days.slice(-30).map((d) => byDay.get(d) ?? dayOf(d, undefined)),
    security: { threatLevel: security.threatLevel, last24Hours: security.last24Hours, latestEvents: security.events.slice(0, LATEST_EVENTS) },
  };
}
