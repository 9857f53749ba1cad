import { templatePathSchema } from '#shared/api/admin-email';
import { sendTestEmail } from '../admin-email/templates.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** /admin/email's one action (super admins): a template sent as a test to the caller's own address. */
export const handler = apiFunction('admin-email', {
  sendTestEmail: async ({ caller, path, origin }) => json(200, await sendTestEmail(caller, path(templatePathSchema).template, origin)),
});
