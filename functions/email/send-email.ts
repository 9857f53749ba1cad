import { SendRawEmailCommand } from '@aws-sdk/client-ses';
import { getEmailPreferences } from '../data/email-preferences.ts';
import { sesClient } from '../lib/clients.ts';
import { config } from '../lib/config.ts';
import { logger } from '../lib/logger.ts';
import { composeMessage } from './mime.ts';
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

/**
 * Sends one templated email through SES. Never throws: a failed email must not block a flow.
 *
 * The one place every email passes, so the marketing rules hold here rather than at each caller:
 * a marketing email goes only to a candidate who has not opted out (checked when sending, with a
 * strongly consistent read), and carries that candidate's unsubscribe link in its footer and its
 * List-Unsubscribe header. If the preference cannot be read, it is not sent.
 */
export async function sendEmail<T extends TemplateName>(request: EmailRequest<T>): Promise<EmailResult> {
  const { to, template, data } = request;
  const { EMAIL_FROM, SES_CONFIGURATION_SET, APP_URL, SUPPORT_EMAIL } = config();
  try {
    let links: UnsubscribeLinks | undefined;
    if (templateKind(template) === 'marketing') {
      const userId = (request as { userId?: string }).userId;
      if (!userId) throw new Error('A marketing email needs its recipient’s user id');
      if (!(await getEmailPreferences(userId)).marketing) {
        logger.info('Marketing email not sent: the candidate opted out', { template, userId });
        return { success: false, skipped: 'opted_out' };
      }
      links = await unsubscribeLinks(APP_URL, userId, to);
    }
    const rendered = renderTemplate(template, data, { appUrl: APP_URL, supportEmail: SUPPORT_EMAIL, unsubscribeUrl: links?.pageUrl });
    const raw = composeMessage({ from: EMAIL_FROM, to, ...rendered, headers: links ? listUnsubscribeHeaders(links, SUPPORT_EMAIL) : {} });
    const { MessageId } = await sesClient().send(
      new SendRawEmailCommand({
        Source: EMAIL_FROM,
        Destinations: [to],
        ConfigurationSetName: SES_CONFIGURATION_SET,
        RawMessage: { Data: Buffer.from(raw, 'utf8') },
      }),
    );
    return { success: true, emailId: MessageId ?? '' };
  } catch (error) {
    logger.error('Email sending failed', { template, error: error as Error });
    return { success: false, error: 'sending failed' };
  }
}
