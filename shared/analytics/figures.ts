/**
 * Pure arithmetic behind the admin overview and analytics pages: UTC day keys (the daily
 * counters are kept per UTC day, like the first-party analytics counters), periods and their
 * change against the period before, and conversion between funnel steps.
 */
const DAY_MS = 86_400_000;

/** "2026-11-23": the UTC day of an instant (the day every daily counter is kept under). */
export function utcDay(at: Date | string = new Date()): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The day `n` days after (or before, negative) a "yyyy-mm-dd" day. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included, oldest first ([] when from is after to). */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); t <= end; t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** How many days a range holds, both ends included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export interface Compared {
  current: number;
  previous: number;
  /** current - previous. */
  change: number;
  /** The change in percent of the previous period, one decimal; null when the previous period had none. */
  changePercent: number | null;
}

/** A figure against the period before it. */
export function compare(current: number, previous: number): Compared {
  return { current, previous, change: current - previous, changePercent: previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10 };
}

/** What share of `from` reached `to`, in percent with one decimal; null when nothing was there to convert. */
export function conversionPercent(to: number, from: number): number | null {
  return from === 0 ? null : Math.round((to / from) * 1000) / 10;
}
