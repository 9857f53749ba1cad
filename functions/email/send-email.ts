import { SendEmailCommand } from '@aws-sdk/client-ses';
import { sesClient } from '../lib/clients.ts';
import { config } from '../lib/config.ts';
import { logger } from '../lib/logger.ts';
import { renderTemplate, type TemplateData, type TemplateName } from './templates.ts';

export interface EmailRequest<T extends TemplateName> {
  to: string;
  template: T;
  data: TemplateData[T];
}

export type EmailResult = { success: true; emailId: string } | { success: false; error: string };

/** Sends one templated email through SES. Never throws: a failed email must not block a flow. */
export async function sendEmail<T extends TemplateName>({ to, template, data }: EmailRequest<T>): Promise<EmailResult> {
  const { EMAIL_FROM, SES_CONFIGURATION_SET, APP_URL } = config();
  const { subject, text, html } = renderTemplate(template, data, { appUrl: APP_URL });
  try {
    const { MessageId } = await sesClient().send(
      new SendEmailCommand({
        Source: EMAIL_FROM,
        Destination: { ToAddresses: [to] },
        ConfigurationSetName: SES_CONFIGURATION_SET,
        Message: {
          Subject: { Data: subject, Charset: 'UTF-8' },
          Body: { Text: { Data: text, Charset: 'UTF-8' }, Html: { Data: html, Charset: 'UTF-8' } },
        },
      }),
    );
    return { success: true, emailId: MessageId ?? '' };
  } catch (error) {
    logger.error('Email sending failed', { template, error: error as Error });
    return { success: false, error: 'sending failed' };
  }
}
