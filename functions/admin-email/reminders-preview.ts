import { z } from 'zod';
import type { ReminderPreviewResponse, reminderPreviewQuerySchema } from '#shared/api/admin-email';
import { addDays } from '#shared/exam-reminders';
import { displayName } from '#shared/display-name';
import { torontoDayKey } from '#shared/toronto-time';
import { maskEmail } from '../account/email-preferences.ts';
import { reminderRecipientsOn } from '../reminders/exam-reminders.ts';
import { BadRequestError } from '../lib/errors.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

const cursorSchema = z.object({
  date: z.iso.date(),
  index: z.number().int().min(0),
  sittingId: z.string(),
  template: z.string(),
  startKey: z.record(z.string(), z.string()).optional(),
});

/**
 * GET /api/admin/email/reminders/preview: who the reminder job would email on a day (default
 * tomorrow in Toronto), with which reminder for which sitting, a page at a time. It reads what
 * the job reads and sends nothing; opted-out candidates and unconfirmed addresses are not listed.
 */
export async function previewReminders(query: z.output<typeof reminderPreviewQuerySchema>, now = new Date()): Promise<ReminderPreviewResponse> {
  const date = query.date ?? addDays(torontoDayKey(now), 1);
  const position = query.cursor ? decodeCursor(query.cursor, cursorSchema) : undefined;
  if (position && position.date !== date) throw new BadRequestError('Invalid query: this cursor belongs to another day');
  const { due, recipients, next } = await reminderRecipientsOn(date, { limit: query.limit, from: position });
  const reminder = (r: (typeof due)[number]) => ({ template: r.template, sittingId: r.sitting.id, sittingName: r.sitting.name, examDate: r.sitting.examDate });
  return {
    date,
    reminders: due.map(reminder),
    items: recipients.map(({ reminder: r, profile, alreadySent }) => ({
      ...reminder(r),
      userId: profile.userId,
      to: maskEmail(profile.email),
      firstName: displayName({ firstName: profile.firstName, email: profile.email }),
      alreadySent,
    })),
    nextCursor: next ? encodeCursor({ date, ...next }) : null,
  };
}
