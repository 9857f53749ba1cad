import type { Sitting } from './api/sittings.ts';
import { seasonOfDate } from './sittings.ts';

/**
 * The exam reminders (issue 15), as pure rules. The reminder job runs once a day, early in the
 * morning in Toronto (EventBridge at 10:00 UTC: 5 or 6 a.m.), and on a day D sends:
 *   - the exam-week reminder for every sitting whose exam is on D + 7 days;
 *   - the exam-day reminder for every sitting whose exam is on D itself (its text says "Today").
 * Days are calendar days in Toronto, where the exams are held.
 */
export const reminderTemplates = ['exam-week-reminder', 'exam-day-reminder'] as const;
export type ReminderTemplate = (typeof reminderTemplates)[number];

/** How many days before the exam each reminder goes. */
export const REMINDER_DAYS_BEFORE: Record<ReminderTemplate, number> = {
  'exam-week-reminder': 7,
  'exam-day-reminder': 0,
};

/** The daily run's hour in UTC (the EventBridge rule and the local timer): 5 a.m. EST, 6 a.m. EDT. */
export const REMINDER_RUN_HOUR_UTC = 10;

/** "2026-11-23" plus a number of days (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface DueReminder {
  template: ReminderTemplate;
  sitting: Sitting;
}

/** Which reminder goes for which sitting on a run day: week reminders first, then by exam date and id. */
export function remindersDueOn(sittings: readonly Sitting[], runDay: string): DueReminder[] {
  return reminderTemplates.flatMap((template) =>
    sittings
      .filter((sitting) => sitting.examDate === addDays(runDay, REMINDER_DAYS_BEFORE[template]))
      .sort((a, b) => a.examDate.localeCompare(b.examDate) || a.id.localeCompare(b.id))
      .map((sitting) => ({ template, sitting })),
  );
}

/**
 * The value a candidate's profile holds for a sitting: sign-up asks for a season ("fall-2025",
 * shared/sittings.ts), so a sitting is planned by those who chose the season its exam falls in.
 */
export function plannedSittingOf(sitting: Pick<Sitting, 'examDate'>): string {
  return seasonOfDate(sitting.examDate);
}

/**
 * Whether a candidate who chose the sitting's season sits this exam: they said which exam (or
 * both). Without an exam type we cannot tell a Barrister from a Solicitor candidate, so no
 * reminder names an exam they may not be taking.
 */
export function sitsExam(examType: 'barrister' | 'solicitor' | 'both' | null | undefined, sitting: Pick<Sitting, 'type'>): boolean {
  return examType === 'both' || examType === sitting.type;
}
