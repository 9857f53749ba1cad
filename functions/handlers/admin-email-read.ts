import { emailLogQuerySchema, reminderPreviewQuerySchema, templatePathSchema } from '#shared/api/admin-email';
import { previewReminders } from '../admin-email/reminders-preview.ts';
import { listSendLog } from '../admin-email/send-log.ts';
import { listTemplates, previewTemplate } from '../admin-email/templates.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** /admin/email's reads (super admins): the templates and their previews, the send log, the reminders' dry run. */
export const handler = apiFunction('admin-email-read', {
  listEmailTemplates: async () => json(200, listTemplates()),
  previewEmailTemplate: async ({ path }) => json(200, previewTemplate(path(templatePathSchema).template)),
  listEmailLog: async ({ query }) => json(200, await listSendLog(query(emailLogQuerySchema))),
  previewExamReminders: async ({ query }) => json(200, await previewReminders(query(reminderPreviewQuerySchema))),
});
