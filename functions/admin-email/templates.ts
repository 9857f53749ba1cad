import type { EmailPreview, EmailTemplateSummary, EmailTemplatesResponse, TestEmailResponse } from '#shared/api/admin-email';
import type { Caller } from '../api/caller.ts';
import { getMe } from '../account/me.ts';
import { auditAdminChange } from '../admin/admin-audit.ts';
import { consumeRateLimit } from '../auth/rate-limiter.ts';
import { composeEmail, sendEmail, type ComposedEmail, type EmailRequest } from '../email/send-email.ts';
import { isTemplateName, SAMPLE_RECIPIENT, SAMPLE_UNSUBSCRIBE_TOKEN, templateCatalogue, templateNames } from '../email/template-catalogue.ts';
import { templateKind, type TemplateData, type TemplateName } from '../email/templates.ts';
import { linksOfToken } from '../email/unsubscribe-links.ts';
import { config } from '../lib/config.ts';
import { ConflictError, DomainError, NotFoundError } from '../lib/errors.ts';
import type { RequestOrigin } from '../lib/request-origin.ts';

function templateNamed(name: string): TemplateName {
  if (!isTemplateName(name)) throw new NotFoundError('There is no email template by that name');
  return name;
}

const sampleData = <T extends TemplateName>(name: T): TemplateData[T] => (templateCatalogue[name].sample as (appUrl: string) => TemplateData[T])(config().APP_URL);

/**
 * The email exactly as sendEmail builds it (composeEmail), from the template's sample data; a
 * marketing one with a sample unsubscribe token in its footer and List-Unsubscribe header. Writes
 * nothing: a preview issues no real unsubscribe link.
 */
function compose(name: TemplateName): ComposedEmail {
  const { APP_URL, ADMIN_NOTIFICATION_EMAIL } = config();
  const links = templateKind(name) === 'marketing' ? linksOfToken(APP_URL, SAMPLE_UNSUBSCRIBE_TOKEN) : undefined;
  return composeEmail(name, sampleData(name), name === 'admin-notification' ? ADMIN_NOTIFICATION_EMAIL : SAMPLE_RECIPIENT, links);
}

function summary(name: TemplateName, email: ComposedEmail): EmailTemplateSummary {
  return { name, kind: templateKind(name), description: templateCatalogue[name].description, subject: email.subject };
}

/** GET /api/admin/email/templates */
export function listTemplates(): EmailTemplatesResponse {
  return { templates: templateNames.map((name) => summary(name, compose(name))) };
}

/** GET /api/admin/email/templates/{template} */
export function previewTemplate(name: string): EmailPreview {
  const template = templateNamed(name);
  const email = compose(template);
  return { ...summary(template, email), from: email.from, to: email.to, headers: email.headers, html: email.html, text: email.text };
}

/**
 * POST /api/admin/email/templates/{template}/test: the template with its sample data, sent by
 * sendEmail (so it is logged, and a marketing one carries a real unsubscribe link and honours the
 * caller's own preference) to the caller's own address, the one on their account: never an
 * address from the request. 20 an hour per administrator; audited.
 */
export async function sendTestEmail(caller: Caller, name: string, origin: RequestOrigin): Promise<TestEmailResponse> {
  const template = templateNamed(name);
  await consumeRateLimit('adminTestEmail', { identifier: caller.userId });
  const { email: to } = await getMe(caller);
  const request = { to, template, data: sampleData(template), ...(templateKind(template) === 'marketing' ? { userId: caller.userId } : {}) } as EmailRequest<TemplateName>;
  const result = await sendEmail(request);
  if (!result.success) {
    if ('skipped' in result) {
      throw new ConflictError('You turned off offers and exam reminders on your account page, so this marketing email was not sent to you. Turn them on there to test it.');
    }
    throw new DomainError(502, 'internal_error', 'SES did not accept the test email. The send log shows why.');
  }
  await auditAdminChange(caller, origin, { action: 'email_test_sent', target: template, before: null, after: { messageId: result.emailId } });
  return { status: 'sent', to, messageId: result.emailId };
}
