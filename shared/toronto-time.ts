/**
 * Dates and times as candidates read them (design conventions): instants are stored in UTC and
 * shown in Toronto, where the exams are held, whatever zone the browser or the Lambda runs in.
 * Each function takes a Date or an ISO 8601 string. Pure.
 */
export type Instant = Date | string;

/** One Intl formatter per format, made on first use (building one costs more than formatting). */
function torontoFormat(options: Intl.DateTimeFormatOptions): (at: Instant) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (at) => (format ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', ...options })).format(new Date(at));
}

const dayKey = torontoFormat({ year: 'numeric', month: '2-digit', day: '2-digit' });
const longDate = torontoFormat({ dateStyle: 'long' });
const shortDate = torontoFormat({ month: 'short', day: 'numeric' });
const shortDateTime = torontoFormat({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const timestamp = torontoFormat({ year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** "2026-11-23": the calendar day in Toronto, to group, count or compare days by. */
export function torontoDayKey(at: Instant): string {
  return dayKey(at);
}

/** "November 23, 2026": a date in running text (reports, receipts, emails). */
export function torontoLongDate(at: Instant): string {
  return longDate(at);
}

/** "Nov 23": a chart axis or a compact list. */
export function torontoShortDate(at: Instant): string {
  return shortDate(at);
}

/** "Nov 23, 3:05 p.m.": when something happened (history, sessions, activity). */
export function torontoShortDateTime(at: Instant): string {
  return shortDateTime(at);
}

/** "Nov 23, 2026, 3:05 p.m. EST": a full timestamp that names its zone (admin emails). */
export function torontoTimestamp(at: Instant): string {
  return timestamp(at);
}
