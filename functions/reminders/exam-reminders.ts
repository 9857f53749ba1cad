import type { Sitting } from '#shared/api/sittings';
import { displayName } from '#shared/display-name';
import { plannedSittingOf, remindersDueOn, sitsExam, type DueReminder } from '#shared/exam-reminders';
import { torontoDayKey, torontoLongDate } from '#shared/toronto-time';
import { claimEmailSend, claimedEmailSends, releaseEmailSend } from '../data/email-sends.ts';
import { marketingOptedOut } from '../data/email-preferences.ts';
import { getSittings } from '../data/sittings.ts';
import { getProfiles, isPlannedSittingCursor, plannedSittingPage, type PlannedSittingCursor, type Profile } from '../data/users.ts';
import { sendEmail, type EmailResult } from '../email/send-email.ts';
import { config } from '../lib/config.ts';
import { logger } from '../lib/logger.ts';

/**
 * The exam-week and exam-day reminders (shared/exam-reminders.ts says which go on which day).
 * Recipients come from the profiles' planned-sitting index (gsi3), never a scan: a candidate gets
 * a sitting's reminder when they chose its season at sign-up, said they sit its exam (or both),
 * confirmed their address, and have not turned off offers and exam reminders (reminders are
 * marketing email, like the account page's "Offers and exam reminders" switch says). Each goes
 * once per candidate, sitting and kind: the send is claimed first (EMAIL#<template>#<sitting>#<user>).
 */
export interface ReminderRecipient {
  reminder: DueReminder;
  profile: Profile;
  /** A run that day already sent it (or is sending it): it will not go again. */
  alreadySent: boolean;
}

const sendKey = (sittingId: string, userId: string) => `${sittingId}#${userId}`;

/** One page of the index for one due reminder, narrowed to the candidates who get it, in index order. */
async function recipientsPage(
  reminder: DueReminder,
  limit: number,
  startKey?: PlannedSittingCursor,
): Promise<{ recipients: ReminderRecipient[]; lastKey: PlannedSittingCursor | undefined }> {
  const planned = plannedSittingOf(reminder.sitting);
  const { userIds, lastKey } = await plannedSittingPage(planned, { limit, startKey });
  if (!userIds.length) return { recipients: [], lastKey };
  const [profiles, optedOut, claimed] = await Promise.all([
    getProfiles(userIds),
    marketingOptedOut(userIds),
    claimedEmailSends(
      reminder.template,
      userIds.map((userId) => sendKey(reminder.sitting.id, userId)),
    ),
  ]);
  const byId = new Map(profiles.map((profile) => [profile.userId, profile]));
  const recipients = userIds.flatMap((userId) => {
    const profile = byId.get(userId);
    const gets =
      profile &&
      profile.emailVerified &&
      profile.plannedSitting?.trim().toLowerCase() === planned &&
      sitsExam(profile.examType, reminder.sitting) &&
      !optedOut.has(userId);
    return gets ? [{ reminder, profile, alreadySent: claimed.has(sendKey(reminder.sitting.id, userId)) }] : [];
  });
  return { recipients, lastKey };
}

/** Where a list of recipients stopped: the due reminder (by position, sitting and kind) and the index key in it. */
export interface RecipientsPosition {
  index: number;
  sittingId: string;
  template: string;
  startKey?: PlannedSittingCursor;
}

/**
 * Who gets which reminder on a run day (Toronto), a page at a time: the admin page's dry run.
 * Null `from` starts at the beginning; `next` is null once every due reminder is listed. A
 * position that no longer matches the day's reminders (the sittings changed) starts over.
 */
export async function reminderRecipientsOn(
  day: string,
  options: { limit: number; from?: RecipientsPosition },
): Promise<{ due: DueReminder[]; recipients: ReminderRecipient[]; next: RecipientsPosition | null }> {
  const due = remindersDueOn((await getSittings()).sittings, day);
  const from = options.from;
  const resumed = from ? due[from.index] : undefined;
  const resumes =
    from &&
    resumed?.sitting.id === from.sittingId &&
    resumed.template === from.template &&
    (!from.startKey || isPlannedSittingCursor(plannedSittingOf(resumed.sitting), from.startKey));
  let index = resumes ? from.index : 0;
  let startKey = resumes ? from.startKey : undefined;
  const recipients: ReminderRecipient[] = [];
  while (index < due.length && recipients.length < options.limit) {
    const reminder = due[index] as DueReminder;
    const page = await recipientsPage(reminder, options.limit - recipients.length, startKey);
    recipients.push(...page.recipients);
    startKey = page.lastKey;
    if (!startKey) index += 1;
  }
  const at = due[index];
  return { due, recipients, next: at ? { index, sittingId: at.sitting.id, template: at.template, startKey } : null };
}

/** "January 27, 2027": an exam's calendar date as the email writes it (noon UTC is the same day in Toronto). */
const examDateText = (isoDate: string) => torontoLongDate(`${isoDate}T12:00:00Z`);

function sendReminder(reminder: DueReminder, profile: Profile): Promise<EmailResult> {
  const common = {
    to: profile.email,
    userId: profile.userId,
  };
  const data = { firstName: displayName({ firstName: profile.firstName, email: profile.email }), examName: reminder.sitting.name, examDate: examDateText(reminder.sitting.examDate) };
  return reminder.template === 'exam-week-reminder'
    ? sendEmail({ ...common, template: 'exam-week-reminder', data: { ...data, dashboardUrl: `${config().APP_URL}/dashboard` } })
    : sendEmail({ ...common, template: 'exam-day-reminder', data });
}

export interface ReminderRunResult {
  /** The run day, in Toronto. */
  date: string;
  /** The reminders due that day (sitting and kind). */
  due: { template: string; sittingId: string; plannedSitting: string }[];
  sent: number;
  /** Claimed by an earlier run: not sent again. */
  alreadySent: number;
  /** Opted out between the listing and the send. */
  skipped: number;
  /** SES refused it: the claim is given back, so a run later that day may send it. */
  failed: number;
}

const describe = ({ template, sitting }: { template: string; sitting: Sitting }) => ({ template, sittingId: sitting.id, plannedSitting: plannedSittingOf(sitting) });

/** The daily job (functions/jobs/send-exam-reminders.ts): sends the day's reminders, each once. */
export async function sendExamReminders(now: Date): Promise<ReminderRunResult> {
  const date = torontoDayKey(now);
  const due = remindersDueOn((await getSittings()).sittings, date);
  const result: ReminderRunResult = { date, due: due.map(describe), sent: 0, alreadySent: 0, skipped: 0, failed: 0 };
  for (const reminder of due) {
    let startKey: PlannedSittingCursor | undefined;
    do {
      const page = await recipientsPage(reminder, 100, startKey);
      // One at a time: SES's sending rate is per second, and a day's reminders are few.
      for (const { profile } of page.recipients) {
        const key = sendKey(reminder.sitting.id, profile.userId);
        if (!(await claimEmailSend(reminder.template, key))) {
          result.alreadySent += 1;
          continue;
        }
        const sent = await sendReminder(reminder, profile);
        if (sent.success) {
          result.sent += 1;
          continue;
        }
        await releaseEmailSend(reminder.template, key);
        if ('skipped' in sent) result.skipped += 1;
        else result.failed += 1;
      }
      startKey = page.lastKey;
    } while (startKey);
  }
  logger.info('Exam reminders sent', { ...result });
  return result;
}
