import { formatCad } from '#shared/commerce/pricing';

/**
 * How the admin overview and analytics pages write their figures. The daily counters are kept
 * per UTC day ("2026-11-23"), so a day is shown as that calendar day, whatever the browser's zone.
 */
let dayFormat: Intl.DateTimeFormat | undefined;
let longDayFormat: Intl.DateTimeFormat | undefined;
const numberFormat = new Intl.NumberFormat('en-CA');

/** "Nov 23" for a "2026-11-23" day. */
export function formatDay(day: string): string {
  return (dayFormat ??= new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' })).format(new Date(`${day}T00:00:00Z`));
}

/** "Nov 23, 2026" for a "2026-11-23" day. */
export function formatLongDay(day: string): string {
  return (longDayFormat ??= new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })).format(new Date(`${day}T00:00:00Z`));
}

export function formatCount(n: number): string {
  return numberFormat.format(n);
}

/** A figure as its unit says: money in cents as dollars, anything else a count. */
export function formatFigure(n: number, unit: 'count' | 'cents'): string {
  return unit === 'cents' ? formatCad(n) : formatCount(n);
}

/** "+25%", "-3.5%", "0%", or "new" when the period before had none. */
export function formatChangePercent(changePercent: number | null, current: number): string {
  if (changePercent === null) return current === 0 ? 'no change' : 'new';
  return `${changePercent > 0 ? '+' : ''}${changePercent}%`;
}

/** A percentage or a dash when there was nothing to convert. */
export function formatPercent(percent: number | null): string {
  return percent === null ? '–' : `${percent}%`;
}

/** Today as a UTC day (the counters' days). */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

export function addDaysTo(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
