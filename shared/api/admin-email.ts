import { z } from 'zod';

/**
 * /admin/email (issue 15, item 4): every email template previewed exactly as sent, a test sent to
 * the caller's own address, the send log, and the exam reminders' dry run. Super admins only.
 */

export const emailKinds = ['account', 'marketing', 'internal'] as const;
export type EmailKind = (typeof emailKinds)[number];

/** A template's name as it appears in a path: lower-case words and dashes. */
export const templatePathSchema = z.object({ template: z.string().regex(/^[a-z][a-z-]{0,59}$/, 'Unknown template') }).strict();

export const emailTemplateSummarySchema = z.object({
  name: z.string(),
  kind: z.enum(emailKinds),
  /** When and to whom it goes. */
  description: z.string(),
  /** Its subject with the sample data. */
  subject: z.string(),
});
export type EmailTemplateSummary = z.infer<typeof emailTemplateSummarySchema>;

/** GET /api/admin/email/templates */
export const emailTemplatesResponseSchema = z.object({ templates: z.array(emailTemplateSummarySchema) });
export type EmailTemplatesResponse = z.infer<typeof emailTemplatesResponseSchema>;

/**
 * GET /api/admin/email/templates/{template}: the message the send function would build from
 * realistic sample data, with its headers (From, To, Subject, and List-Unsubscribe on marketing
 * email), its HTML and its text. The unsubscribe link of a preview is a sample that works nowhere.
 */
export const emailPreviewSchema = emailTemplateSummarySchema.extend({
  from: z.string(),
  to: z.string(),
  headers: z.record(z.string(), z.string()),
  html: z.string(),
  text: z.string(),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

/** POST /api/admin/email/templates/{template}/test: sent to the caller's own address, never another. */
export const testEmailResponseSchema = z.object({ status: z.literal('sent'), to: z.string(), messageId: z.string() });
export type TestEmailResponse = z.infer<typeof testEmailResponseSchema>;

const limit = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,3}$/, `must be a number from 1 to ${max}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, `must be a number from 1 to ${max}`)
    .default(fallback);

export const emailLogStatuses = ['sent', 'failed', 'skipped', 'bounced', 'complained'] as const;
export type EmailLogStatus = (typeof emailLogStatuses)[number];

/** GET /api/admin/email/log: newest first; `problems` keeps failures, bounces and complaints. */
export const emailLogQuerySchema = z
  .object({
    limit: limit(100, 25),
    cursor: z.string().max(1000).optional(),
    show: z.enum(['all', 'problems']).default('all'),
  })
  .strict();
export type EmailLogQuery = z.input<typeof emailLogQuerySchema>;

export const emailLogEntrySchema = z.object({
  id: z.string(),
  template: z.string(),
  kind: z.enum(emailKinds),
  /** The recipient, masked (a•••@example.com). */
  to: z.string(),
  status: z.enum(emailLogStatuses),
  /** Why it failed or was skipped, or what the receiving server said of a bounce or complaint. */
  detail: z.string().nullable(),
  /** SES's message id (sent emails). */
  messageId: z.string().nullable(),
  sentAt: z.string(),
  /** When SES reported the bounce or complaint. */
  feedbackAt: z.string().nullable(),
});
export type EmailLogEntry = z.infer<typeof emailLogEntrySchema>;

export const emailLogResponseSchema = z.object({ items: z.array(emailLogEntrySchema), nextCursor: z.string().nullable() });
export type EmailLogResponse = z.infer<typeof emailLogResponseSchema>;

/** GET /api/admin/email/reminders/preview: who the reminder job would email on a day (default tomorrow, Toronto). */
export const reminderPreviewQuerySchema = z
  .object({
    date: z.iso.date().optional(),
    limit: limit(100, 25),
    cursor: z.string().max(1000).optional(),
  })
  .strict();
export type ReminderPreviewQuery = z.input<typeof reminderPreviewQuerySchema>;

export const reminderTemplateNames = ['exam-week-reminder', 'exam-day-reminder'] as const;

export const dueReminderSchema = z.object({
  template: z.enum(reminderTemplateNames),
  sittingId: z.string(),
  sittingName: z.string(),
  examDate: z.string(),
});

export const reminderRecipientSchema = dueReminderSchema.extend({
  userId: z.string(),
  /** Masked, as in the send log. */
  to: z.string(),
  firstName: z.string(),
  /** Already sent for this sitting (a run earlier that day): the job will not send it again. */
  alreadySent: z.boolean(),
});
export type ReminderRecipient = z.infer<typeof reminderRecipientSchema>;

export const reminderPreviewResponseSchema = z.object({
  date: z.string(),
  /** The reminders due that day, one per sitting and kind. */
  reminders: z.array(dueReminderSchema),
  /** Who would get them: candidates who planned the sitting's season for its exam, confirmed their address and have not turned reminders off. */
  items: z.array(reminderRecipientSchema),
  nextCursor: z.string().nullable(),
});
export type ReminderPreviewResponse = z.infer<typeof reminderPreviewResponseSchema>;
