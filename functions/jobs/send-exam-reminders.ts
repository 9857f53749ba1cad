import { sendExamReminders, type ReminderRunResult } from '../reminders/exam-reminders.ts';

/**
 * EventBridge, every day at 10:00 UTC (5 or 6 a.m. in Toronto; a timer locally): sends the day's
 * exam-week and exam-day reminders (functions/reminders/exam-reminders.ts). The day is the one
 * the rule was scheduled for (the event's `time`, so a retried delivery sends that day's), or
 * `now` when an operator or a test runs it for a given clock. An unreadable time is an error, not
 * a run for today.
 */
export interface ReminderJobEvent {
  now?: string;
  time?: string;
}

export const handler = async (event: ReminderJobEvent | null = null): Promise<ReminderRunResult> => {
  const given = event?.now ?? event?.time;
  if (given !== undefined && !Number.isFinite(Date.parse(given))) throw new Error(`Not a time: ${given}`);
  return sendExamReminders(given === undefined ? new Date() : new Date(given));
};
