import { markEmailFeedback } from '../data/email-log.ts';
import { logger } from '../lib/logger.ts';

/**
 * SES's bounce and complaint events, which the configuration set publishes to EventBridge
 * (infra/email-stack.ts; a rule sends them here): the send log marks the email bounced or
 * complained, found by its SES message id. Locally nothing bounces (the SES emulator accepts
 * every address), so this runs on AWS only; the integration test feeds it an event of this shape.
 */
export interface SesFeedbackEvent {
  'detail-type'?: string;
  time?: string;
  detail?: {
    eventType?: string;
    mail?: { messageId?: string };
    bounce?: { bounceType?: string; bounceSubType?: string; timestamp?: string; bouncedRecipients?: { diagnosticCode?: string; status?: string }[] };
    complaint?: { complaintFeedbackType?: string; timestamp?: string };
  };
}

/** What the log shows of a bounce or complaint: its type and the receiving server's words. */
function feedbackOf(detail: NonNullable<SesFeedbackEvent['detail']>): { status: 'bounced' | 'complained'; detail: string; at?: string } | null {
  if (detail.bounce) {
    const recipient = detail.bounce.bouncedRecipients?.[0];
    const words = recipient?.diagnosticCode ?? recipient?.status;
    return {
      status: 'bounced',
      detail: [`${detail.bounce.bounceType ?? 'Unknown'} bounce (${detail.bounce.bounceSubType ?? 'General'})`, words].filter(Boolean).join(': ').slice(0, 300),
      at: detail.bounce.timestamp,
    };
  }
  if (detail.complaint) {
    return { status: 'complained', detail: `Marked as spam${detail.complaint.complaintFeedbackType ? ` (${detail.complaint.complaintFeedbackType})` : ''}`, at: detail.complaint.timestamp };
  }
  return null;
}

export const handler = async (event: SesFeedbackEvent): Promise<{ marked: boolean }> => {
  const messageId = event.detail?.mail?.messageId;
  const feedback = event.detail ? feedbackOf(event.detail) : null;
  if (!messageId || !feedback) {
    logger.warn('Not a bounce or complaint event', { detailType: event['detail-type'] });
    return { marked: false };
  }
  const marked = await markEmailFeedback(messageId, feedback.status, feedback.detail, feedback.at ?? event.time ?? new Date().toISOString());
  if (!marked) logger.info('Bounce or complaint for an email not in the send log', { messageId, status: feedback.status });
  return { marked };
};
