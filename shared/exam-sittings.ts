import type { Sitting } from './api/sittings.ts';
import { torontoDayKey } from './toronto-time.ts';

/**
 * The exam countdown and the sittings cards (learning-area §4, §9), as pure rules. Days are
 * counted between calendar dates in Toronto, where the exams are held.
 */
const DAY_MS = 86_400_000;

/** Whole days from today (Toronto) to an ISO date; negative once it is past. */
export function daysUntil(isoDate: string, now: Date): number {
  return Math.round((Date.parse(`${isoDate}T00:00:00Z`) - Date.parse(`${torontoDayKey(now)}T00:00:00Z`)) / DAY_MS);
}

/** Spec: past, today, tomorrow or N days. */
export function countdownLabel(days: number): string {
  if (days < 0) return 'Past';
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return `${days} days`;
}

export type CountdownColour = 'red' | 'dark-red' | 'orange' | 'yellow' | 'green';

/** Spec: 0 days red, up to 3 dark red, up to 7 orange, up to 30 yellow, else green. */
export function countdownColour(days: number): CountdownColour {
  if (days <= 0) return 'red';
  if (days <= 3) return 'dark-red';
  if (days <= 7) return 'orange';
  if (days <= 30) return 'yellow';
  return 'green';
}

/** The sittings not yet past (today's included), earliest first. */
export function upcoming(sittings: readonly Sitting[], now: Date): Sitting[] {
  return sittings.filter((s) => daysUntil(s.examDate, now) >= 0).sort((a, b) => a.examDate.localeCompare(b.examDate));
}

/**
 * The sitting a candidate counts down to: the next one of their exam type ('both', or no
 * preference, takes whichever comes first). Null when every listed sitting is past.
 */
export function nextSittingFor(sittings: readonly Sitting[], examType: 'barrister' | 'solicitor' | 'both' | null, now: Date): Sitting | null {
  const candidates = upcoming(sittings, now).filter((s) => examType === null || examType === 'both' || s.type === examType);
  return candidates[0] ?? null;
}

/** Where the next sitting would be when none listed is still ahead (issue 15: not "concluded"). */
export const NEXT_SITTING_NOT_PUBLISHED = 'Next sitting dates not yet published.';
export const NEXT_SITTING_NOT_PUBLISHED_DETAIL = 'They will appear here as soon as the Law Society of Ontario publishes them.';

export type ExamCountdown =
  | { state: 'counting'; sitting: Sitting; days: number; label: string; colour: CountdownColour }
  | { state: 'not_published'; message: string };

/**
 * The dashboard's countdown card: the candidate's next sitting with the spec's label and colour,
 * or, when no listed sitting of their exam is still ahead, that the next dates are not yet
 * published (an administrator adds them on /admin/settings).
 */
export function examCountdown(sittings: readonly Sitting[], examType: 'barrister' | 'solicitor' | 'both' | null, now: Date): ExamCountdown {
  const sitting = nextSittingFor(sittings, examType, now);
  if (!sitting) return { state: 'not_published', message: NEXT_SITTING_NOT_PUBLISHED };
  const days = daysUntil(sitting.examDate, now);
  return { state: 'counting', sitting, days, label: countdownLabel(days), colour: countdownColour(days) };
}
