import { z } from 'zod';
import type { EmailLogEntry, EmailLogResponse, emailLogQuerySchema } from '#shared/api/admin-email';
import { addDays } from '#shared/exam-reminders';
import { maskEmail } from '../account/email-preferences.ts';
import { EMAIL_LOG_DAYS, emailLogDayPk, emailLogKey, emailLogPage, type EmailLogKey, type EmailLogRecord } from '../data/email-log.ts';
import { BadRequestError } from '../lib/errors.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

/** Items a day's Query looks at each call when filtering: more than a page, so a sparse filter needs few calls. */
const READ_AHEAD = 100;

const cursorSchema = z.object({
  day: z.iso.date(),
  show: z.enum(['all', 'problems']),
  after: z.object({ pk: z.string(), sk: z.string() }).strict().optional(),
});

function toEntry(record: EmailLogRecord): EmailLogEntry {
  return {
    id: record.id,
    template: record.template,
    kind: record.kind,
    to: maskEmail(record.to),
    status: record.status,
    detail: record.detail,
    messageId: record.messageId,
    sentAt: record.sentAt,
    feedbackAt: record.feedbackAt,
  };
}

/**
 * GET /api/admin/email/log: the send log newest first, a page at a time, walking back one UTC day
 * partition after another (a Query each, never a scan) as far as the log keeps records.
 */
export async function listSendLog(query: z.output<typeof emailLogQuerySchema>, now = new Date()): Promise<EmailLogResponse> {
  const oldest = addDays(now.toISOString().slice(0, 10), -EMAIL_LOG_DAYS);
  const position = query.cursor ? decodeCursor(query.cursor, cursorSchema) : { day: now.toISOString().slice(0, 10), show: query.show };
  if (position.show !== query.show) throw new BadRequestError('Invalid query: this cursor belongs to another view of the log');
  if (position.after && position.after.pk !== emailLogDayPk(position.day)) throw new BadRequestError('Invalid query: cursor is not one this list gave out');
  let day = position.day;
  let after: EmailLogKey | undefined = position.after;
  const records: EmailLogRecord[] = [];
  while (records.length < query.limit && day >= oldest) {
    const wanted = query.limit - records.length;
    const problems = query.show === 'problems';
    const page = await emailLogPage(day, { limit: problems ? READ_AHEAD : wanted, startKey: after, problems });
    records.push(...page.records.slice(0, wanted));
    if (page.records.length > wanted) {
      // The page is full part-way through what was read: the next one starts after its last record.
      const last = records.at(-1) as EmailLogRecord;
      after = emailLogKey(last.sentAt, last.id);
    } else if (page.lastKey) {
      after = page.lastKey;
    } else {
      day = addDays(day, -1);
      after = undefined;
    }
  }
  return {
    items: records.map(toEntry),
    nextCursor: day >= oldest ? encodeCursor({ day, show: query.show, ...(after ? { after } : {}) }) : null,
  };
}
