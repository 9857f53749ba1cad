import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EmailKind, EmailLogStatus } from '#shared/api/admin-email';
import { db, tableName } from '../lib/clients.ts';
import { isConditionalCheckFailed, type Item } from './dynamo.ts';

/**
 * The email send log: one item per send attempt (sendEmail), pk EMAIL_LOG#<yyyy-mm-dd> (the UTC
 * day of the attempt), sk <sentAt>#<id>, so a day reads newest first with one Query and the
 * admin page walks back day by day. A sent email's SES message id is its gsi1 key
 * (EMAIL_MESSAGE#<messageId> / EMAIL_LOG), where a bounce or complaint finds it. Kept 90 days.
 */
export const EMAIL_LOG_DAYS = 90;

export interface EmailLogRecord {
  id: string;
  template: string;
  kind: EmailKind;
  /** The full address; the admin page masks it. */
  to: string;
  userId: string | null;
  status: EmailLogStatus;
  detail: string | null;
  messageId: string | null;
  sentAt: string;
  feedbackAt: string | null;
}

const PREFIX = 'EMAIL_LOG#';
export const emailLogDayPk = (day: string) => `${PREFIX}${day}`;
export const emailLogKey = (sentAt: string, id: string) => ({ pk: emailLogDayPk(sentAt.slice(0, 10)), sk: `${sentAt}#${id}` });
const messageIndex = (messageId: string) => `EMAIL_MESSAGE#${messageId}`;

export async function putEmailLogRecord(record: Omit<EmailLogRecord, 'id' | 'feedbackAt'>): Promise<void> {
  const id = randomUUID();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...emailLogKey(record.sentAt, id),
        ...(record.messageId ? { gsi1pk: messageIndex(record.messageId), gsi1sk: 'EMAIL_LOG' } : {}),
        entity: 'emailLog',
        id,
        ...record,
        feedbackAt: null,
        ttl: Math.floor(Date.parse(record.sentAt) / 1000) + EMAIL_LOG_DAYS * 86_400,
      },
    }),
  );
}

function fromItem(item: Item): EmailLogRecord {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    id: String(item.id),
    template: String(item.template),
    kind: item.kind === 'marketing' || item.kind === 'internal' ? item.kind : 'account',
    to: String(item.to),
    userId: text(item.userId),
    status: item.status as EmailLogStatus,
    detail: text(item.detail),
    messageId: text(item.messageId),
    sentAt: String(item.sentAt),
    feedbackAt: text(item.feedbackAt),
  };
}

export type EmailLogKey = { pk: string; sk: string };

/** One page of a day's log, newest first; `problems` keeps failures, bounces and complaints (a filter: a page can hold fewer). */
export async function emailLogPage(
  day: string,
  options: { limit: number; startKey?: EmailLogKey; problems?: boolean },
): Promise<{ records: EmailLogRecord[]; lastKey: EmailLogKey | undefined }> {
  const { Items = [], LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: options.startKey,
      ...(options.problems
        ? {
            FilterExpression: '#status IN (:failed, :bounced, :complained)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':pk': emailLogDayPk(day), ':failed': 'failed', ':bounced': 'bounced', ':complained': 'complained' },
          }
        : { ExpressionAttributeValues: { ':pk': emailLogDayPk(day) } }),
    }),
  );
  return { records: Items.map(fromItem), lastKey: LastEvaluatedKey as EmailLogKey | undefined };
}

/**
 * SES said the email with this message id bounced or drew a complaint: its log record says so
 * (a complaint is not undone by a later bounce report, nor the reverse: the first report stands).
 * False when no record has that id (older than the log, or sent elsewhere).
 */
export async function markEmailFeedback(messageId: string, status: 'bounced' | 'complained', detail: string, at: string): Promise<boolean> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :message AND gsi1sk = :log',
      ExpressionAttributeValues: { ':message': messageIndex(messageId), ':log': 'EMAIL_LOG' },
      Limit: 1,
    }),
  );
  const item = Items[0];
  if (!item) return false;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET #status = :status, detail = :detail, feedbackAt = :at',
        ConditionExpression: '#status = :sent',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':detail': detail, ':at': at, ':sent': 'sent' },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
  return true;
}
