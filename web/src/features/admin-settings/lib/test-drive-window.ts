import type { TestDriveDiscount } from '#shared/api/commerce';
import { torontoDayKey, torontoLongDate } from '#shared/toronto-time';

/**
 * The Test Drive window as the settings page edits it: whole days in Toronto, from a first day
 * to a last day (both included). Stored as instants: the first day's midnight, and the midnight
 * after the last day (the end is exclusive, as the server's pricing reads it).
 */

/** The instant a Toronto calendar day ("2027-08-01") begins: midnight EDT (04:00Z) or EST (05:00Z). */
export function torontoMidnight(day: string): string {
  for (const hours of [4, 5]) {
    const at = new Date(`${day}T0${hours}:00:00.000Z`);
    if (torontoDayKey(at) === day && torontoDayKey(new Date(at.getTime() - 1)) !== day) return at.toISOString();
  }
  return new Date(`${day}T05:00:00.000Z`).toISOString();
}

export function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The first and last Toronto days a stored window covers. */
export function windowDays(window: Pick<TestDriveDiscount, 'startsAt' | 'endsAt'>): { firstDay: string; lastDay: string } {
  return { firstDay: torontoDayKey(window.startsAt), lastDay: torontoDayKey(new Date(Date.parse(window.endsAt) - 1)) };
}

export type WindowState = 'open' | 'scheduled' | 'ended';

export function windowState(window: Pick<TestDriveDiscount, 'startsAt' | 'endsAt'>, now: Date): WindowState {
  if (now.getTime() < Date.parse(window.startsAt)) return 'scheduled';
  return now.getTime() < Date.parse(window.endsAt) ? 'open' : 'ended';
}

/** "August 31, 2027": the last day of a window, in running text. */
export function lastDayText(window: Pick<TestDriveDiscount, 'endsAt'>): string {
  return torontoLongDate(new Date(Date.parse(window.endsAt) - 1));
}
