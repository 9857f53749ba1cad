import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { HistoryItem } from '#shared/api/attempts';
import { db, tableName } from '../lib/clients.ts';
import { queryAll, type TransactItem } from './dynamo.ts';
import { userPk } from './keys.ts';

/**
 * Completed-attempt history entries: pk USER#<userId>, sk COMPLETED#<completedAt>#<attemptId>,
 * read newest first. An entry is written only by the transaction that completes its attempt
 * (attempts.ts completeAttempt, with historyEntryPut), so an attempt is listed once.
 */
const COMPLETED = 'COMPLETED#';

export const historyKey = (userId: string, completedAt: string, attemptId: string) => ({ pk: userPk(userId), sk: `${COMPLETED}${completedAt}#${attemptId}` });

/** The Put of a new entry, for the completion transaction; it fails if the entry exists. */
export function historyEntryPut(userId: string, entry: HistoryItem): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...historyKey(userId, entry.completedAt, entry.attemptId), entity: 'completedAttempt', ...entry },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

function fromItem(item: Record<string, unknown>): HistoryItem {
  return {
    attemptId: String(item.attemptId),
    examTemplateId: String(item.examTemplateId),
    templateName: String(item.templateName),
    examType: String(item.examType),
    mode: item.mode === 'tutor' ? 'tutor' : 'timed',
    score: Number(item.score),
    correctCount: Number(item.correctCount),
    totalQuestions: Number(item.totalQuestions),
    timeTakenSeconds: Number(item.timeTakenSeconds),
    completedAt: String(item.completedAt),
    topics: Array.isArray(item.topics) ? (item.topics as HistoryItem['topics']) : [],
  };
}

export interface HistoryPage {
  items: HistoryItem[];
  /** The key to continue after, or null on the last page. */
  lastKey: { pk: string; sk: string } | null;
}

/** Completed attempts, newest first, one page. */
export async function listCompleted(userId: string, limit: number, after?: { pk: string; sk: string }): Promise<HistoryPage> {
  const { Items = [], LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': COMPLETED },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: after,
    }),
  );
  return {
    items: Items.map(fromItem),
    lastKey: LastEvaluatedKey ? { pk: String(LastEvaluatedKey.pk), sk: String(LastEvaluatedKey.sk) } : null,
  };
}

/** Every completed attempt of a user, newest first (performance). */
export async function listAllCompleted(userId: string): Promise<HistoryItem[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': COMPLETED },
    ScanIndexForward: false,
  });
  return items.map(fromItem);
}

/** The history cursor may only point into the caller's own history. */
export function isOwnHistoryKey(userId: string, key: { pk: string; sk: string }): boolean {
  return key.pk === userPk(userId) && key.sk.startsWith(COMPLETED);
}

/** Whether the user has completed an attempt of this exam type (the Test Drive: 'diagnostic'). */
export async function hasCompletedExamType(userId: string, examType: string): Promise<boolean> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'examType = :type',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': COMPLETED, ':type': examType },
    ProjectionExpression: 'attemptId',
  });
  return items.length > 0;
}
