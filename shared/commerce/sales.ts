import { torontoDayKey } from '../toronto-time.ts';

/**
 * The sales list's rules (/admin/billing): which instants a range of Toronto days covers, and the
 * totals of a range's purchases. Pure; the server totals with them, the page shows the result.
 */

/** Minutes Toronto is ahead of UTC at an instant (-300 in winter, -240 in summer). */
function torontoOffsetMinutes(at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Toronto',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - Math.floor(at / 1000) * 1000) / 60_000);
}

/** The instant a Toronto calendar day ('2026-11-23') begins, as ISO 8601 UTC (DST changes at 2 a.m., never at midnight). */
export function torontoDayStart(day: string): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const first = midnightUtc - torontoOffsetMinutes(midnightUtc) * 60_000;
  return new Date(midnightUtc - torontoOffsetMinutes(first) * 60_000).toISOString();
}

/** The day after a 'YYYY-MM-DD' day. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

export const DEFAULT_SALES_DAYS = 30;

/**
 * A range of Toronto days, both included, and the instants it covers: [startsAt, endsBefore).
 * Without days: the last 30 days, today included.
 */
export function salesRange(query: { from?: string; to?: string }, now = new Date()): { from: string; to: string; startsAt: string; endsBefore: string } {
  const to = query.to ?? torontoDayKey(now);
  const from = query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_SALES_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to, startsAt: torontoDayStart(from), endsBefore: torontoDayStart(nextDay(to)) };
}

export interface SaleFigures {
  status: 'active' | 'expired' | 'refunded';
  source: 'checkout' | 'comp';
  subtotalCents: number | null;
  discountCents: number | null;
  taxCents: number | null;
  amountPaidCents: number | null;
}

export interface Totals {
  sales: number;
  comps: number;
  refunds: number;
  grossCents: number;
  discountCents: number;
  taxCents: number;
  collectedCents: number;
  netOfTaxCents: number;
  refundedCents: number;
  netRevenueCents: number;
}

/**
 * Totals of a range's purchases. A comp (granted by an administrator) is counted as a comp only,
 * never as revenue. A refunded (or disputed) sale is a sale and a refund: its money counts in
 * what was collected and in what was paid back, so what the range earned leaves it out.
 */
export function salesTotals(purchases: readonly SaleFigures[]): Totals {
  const totals: Totals = { sales: 0, comps: 0, refunds: 0, grossCents: 0, discountCents: 0, taxCents: 0, collectedCents: 0, netOfTaxCents: 0, refundedCents: 0, netRevenueCents: 0 };
  for (const p of purchases) {
    if (p.source === 'comp') {
      totals.comps += 1;
      continue;
    }
    const paid = p.amountPaidCents ?? 0;
    const tax = p.taxCents ?? 0;
    totals.sales += 1;
    totals.grossCents += p.subtotalCents ?? 0;
    totals.discountCents += p.discountCents ?? 0;
    totals.taxCents += tax;
    totals.collectedCents += paid;
    totals.netOfTaxCents += paid - tax;
    if (p.status === 'refunded') {
      totals.refunds += 1;
      totals.refundedCents += paid;
    } else {
      totals.netRevenueCents += paid - tax;
    }
  }
  return totals;
}
