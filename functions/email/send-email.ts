import { SendRawEmailCommand } from '@aws-sdk/client-ses';
import type { EmailLogStatus } from '#shared/api/admin-email';
import { getEmailPreferences } from '../data/email-preferences.ts';
import { putEmailLogRecord } from '../data/email-log.ts';
import { sesClient } from '../lib/clients.ts';
import { config } from '../lib/config.ts';
import { logger } from '../lib/logger.ts';
import { composeMessage } from './mime.ts';
import { supportAddress } from './support-address.ts';
import { renderTemplate, templateKind, type MarketingTemplate, type TemplateData, type TemplateName } from './templates.ts';
import { unsubscribeLinks, type UnsubscribeLinks } from './unsubscribe-links.ts';

/** A marketing email names its recipient's user id: their preference is checked and their unsubscribe link made from it. */
export type EmailRequest<T extends TemplateName> = {
  to: string;
  template: T;
  data: TemplateData[T];
} & (T extends MarketingTemplate ? { userId: string } : { userId?: never });

export type EmailResult =
  | { success: true; emailId: string }
  | { success: false; error: string }
  /** A marketing email to a candidate who turned marketing email off: not sent. */
  | { success: false; skipped: 'opted_out' };

/** RFC 2369 and RFC 8058: one-click unsubscribe (HTTPS POST), and an address for clients that only write. */
export function listUnsubscribeHeaders(links: UnsubscribeLinks, supportEmail: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClickUrl}>, <mailto:${supportEmail}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** A message as sendEmail sends it: its headers and both bodies. */
export interface ComposedEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Headers beyond From, To and Subject: List-Unsubscribe and List-Unsubscribe-Post on marketing email. */
  headers: Record<string, string>;
}

/**
 * The message sendEmail sends: the template rendered with the app's settings and, on marketing
 * email, the recipient's unsubscribe links in the footer and the List-Unsubscribe headers. The
 * admin page's preview (functions/admin-email/) shows what this returns, so a preview is the email.
 */
export function composeEmail<T extends TemplateName>(template: T, data: TemplateData[T], to: string, links?: UnsubscribeLinks, supportEmail = config().SUPPORT_EMAIL): ComposedEmail {
  const { EMAIL_FROM, APP_URL } = config();
  const rendered = renderTemplate(template, data, { appUrl: APP_URL, supportEmail, unsubscribeUrl: links?.pageUrl });
  return { from: EMAIL_FROM, to, ...rendered, headers: links ? listUnsubscribeHeaders(links, supportEmail) : {} };
}

/** The send log's record of one attempt (functions/data/email-log.ts); a log that cannot be written never stops the email. */
async function logAttempt(request: { to: string; template: TemplateName; userId?: string }, status: EmailLogStatus, detail: string | null, messageId: string | null): Promise<void> {
  try {
    await putEmailLogRecord({
      template: request.template,
      kind: templateKind(request.template),
      to: request.to,
      userId: request.userId ?? null,
      status,
      detail,
      messageId,
      sentAt: new Date().toISOString(),
    });
  } catch (error) {
    logger.error('Email log record not written', { template: request.template, error: error as Error });
  }
}

/** What went wrong, for the send log (SES's own words, e.g. "Email address is not verified"). */
const failureDetail = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 300);

/**
 * Sends one templated email through SES. Never throws: a failed email must not block a flow.
 *
 * The one place every email passes, so the marketing rules hold here rather than at each caller:
 * a marketing email goes only to a candidate who has not opted out (checked when sending, with a
 * strongly consistent read), and carries that candidate's unsubscribe link in its footer and its
 * List-Unsubscribe header. If the preference cannot be read, it is not sent. Every attempt (sent,
 * failed, or skipped for an opt-out) is written to the send log the admin page lists.
 */
export async function sendEmail<T extends TemplateName>(request: EmailRequest<T>): Promise<EmailResult> {
  const { to, template, data } = request;
  const userId = (request as { userId?: string }).userId;
  const { EMAIL_FROM, SES_CONFIGURATION_SET, APP_URL } = config();
  try {
    let links: UnsubscribeLinks | undefined;
    if (templateKind(template) === 'marketing') {
      if (!userId) throw new Error('A marketing email needs its recipient’s user id');
      if (!(await getEmailPreferences(userId)).marketing) {
        logger.info('Marketing email not sent: the candidate opted out', { template, userId });
        await logAttempt({ to, template, userId }, 'skipped', 'The candidate turned off offers and exam reminders', null);
        return { success: false, skipped: 'opted_out' };
      }
      links = await unsubscribeLinks(APP_URL, userId, to);
    }
    // The support address a super admin set on /admin/settings, else the deployment's.
    const raw = composeMessage(composeEmail(template, data, to, links, await supportAddress()));
    const { MessageId } = await sesClient().send(
      new SendRawEmailCommand({
        Source: EMAIL_FROM,
        Destinations: [to],
        ConfigurationSetName: SES_CONFIGURATION_SET,
        RawMessage: { Data: Buffer.from(raw, 'utf8') },
      }),
    );
    await logAttempt({ to, template, userId }, 'sent', null, MessageId ?? null);
    return { success: true, emailId: MessageId ?? '' };
  } catch (error) {
    logger.error('Email sending failed', { template, error: error as Error });
    await logAttempt({ to, template, userId }, 'failed', failureDetail(error), null);
    return { success: false, error: 'sending failed' };
  }
}
