import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { AttemptResponse, SaveResponseRequest } from '#shared/api/attempts';
import type { AttemptStatus } from '#shared/exam/access';
import type { Question } from '#shared/exam/question';
import { db, tableName } from '../lib/clients.ts';
import { isConditionalCheckFailed, keys } from './keys.ts';

/**
 * Exam attempts: pk USER#<userId>, sk ATTEMPT#<id> (ownership is in the key); gsi1 ATTEMPT#<id>
 * finds one by id; gsi2 USER#<userId>#TEMPLATE#<templateId> / <status>#<startedAt> finds the
 * open attempts for a template. Responses: pk ATTEMPT#<id>, sk RESPONSE#<questionId>.
 */
export interface Attempt {
  id: string;
  userId: string;
  examTemplateId: string;
  status: AttemptStatus;
  currentQuestionIndex: number;
  streamFilter: 'all';
  questionIds: string[];
  startedAt: string;
  deadline: string;
  completedAt: string | null;
  score: number | null;
  correctCount: number | null;
  timeTakenSeconds: number | null;
}

const attemptKey = (userId: string, attemptId: string) => ({ pk: keys.user(userId), sk: `ATTEMPT#${attemptId}` });
const templateIndex = (userId: string, templateId: string) => `${keys.user(userId)}#TEMPLATE#${templateId}`;
const OPEN = [':started', ':inProgress'] as const;

function fromItem(item: Record<string, unknown>): Attempt {
  return {
    id: String(item.id),
    userId: String(item.userId),
    examTemplateId: String(item.examTemplateId),
    status: item.status as AttemptStatus,
    currentQuestionIndex: Number(item.currentQuestionIndex ?? 0),
    streamFilter: 'all',
    questionIds: (item.questionIds as string[]) ?? [],
    startedAt: String(item.startedAt),
    deadline: String(item.deadline),
    completedAt: (item.completedAt as string | null) ?? null,
    score: (item.score as number | null) ?? null,
    correctCount: (item.correctCount as number | null) ?? null,
    timeTakenSeconds: (item.timeTakenSeconds as number | null) ?? null,
  };
}

export async function findAttempt(attemptId: string): Promise<Attempt | null> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': `ATTEMPT#${attemptId}`, ':sk': 'ATTEMPT' },
    }),
  );
  return Items[0] ? fromItem(Items[0]) : null;
}

/** Reads the attempt from its own key (strongly consistent), for the owner only. */
export async function getAttempt(userId: string, attemptId: string): Promise<Attempt | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: attemptKey(userId, attemptId), ConsistentRead: true }));
  return Item ? fromItem(Item) : null;
}

export async function listOpenAttempts(userId: string, templateId: string): Promise<Attempt[]> {
  const results = await Promise.all(
    ['started#', 'in_progress#'].map((prefix) =>
      db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :pk AND begins_with(gsi2sk, :prefix)',
          ExpressionAttributeValues: { ':pk': templateIndex(userId, templateId), ':prefix': prefix },
        }),
      ),
    ),
  );
  return results.flatMap(({ Items = [] }) => Items.map(fromItem));
}

/** Abandons the given open attempts and creates the new one in one transaction. */
export async function createAttempt(attempt: Attempt, abandon: Attempt[]): Promise<void> {
  const TransactItems: NonNullable<TransactWriteCommandInput['TransactItems']> = abandon.map((old) => ({
    Update: {
      TableName: tableName(),
      Key: attemptKey(old.userId, old.id),
      UpdateExpression: 'SET #status = :abandoned, gsi2sk = :gsi2sk',
      ConditionExpression: '#status IN (:started, :inProgress)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':abandoned': 'abandoned', ':gsi2sk': `abandoned#${old.startedAt}`, ':started': 'started', ':inProgress': 'in_progress' },
    },
  }));
  TransactItems.push({
    Put: {
      TableName: tableName(),
      Item: {
        ...attemptKey(attempt.userId, attempt.id),
        gsi1pk: `ATTEMPT#${attempt.id}`,
        gsi1sk: 'ATTEMPT',
        gsi2pk: templateIndex(attempt.userId, attempt.examTemplateId),
        gsi2sk: `${attempt.status}#${attempt.startedAt}`,
        entity: 'attempt',
        ...attempt,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  await db().send(new TransactWriteCommand({ TransactItems }));
}

/**
 * Saves one response, only while the attempt is open and its deadline (plus grace) has not
 * passed: the attempt check and the write are one transaction, so a late or post-submit save
 * changes nothing. The first save moves the attempt from started to in progress.
 */
export async function saveResponse(
  attempt: Attempt,
  questionId: string,
  input: SaveResponseRequest,
  questionIndex: number,
  /** The deadline must be later than this (now minus the grace period). */
  notBefore: string,
): Promise<boolean> {
  const sets: string[] = ['updatedAt = :now'];
  const values: Record<string, unknown> = { ':now': new Date().toISOString() };
  const fields: Record<string, unknown> = {
    choice: input.choice,
    flagged: input.flagged,
    struckOut: input.struckOut && [...new Set(input.struckOut)],
    confidence: input.confidence,
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    sets.push(`${name} = :${name}`);
    values[`:${name}`] = value;
  }
  const add = input.secondsSpent ? ' ADD secondsSpent :seconds' : '';
  if (input.secondsSpent) values[':seconds'] = input.secondsSpent;
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: attemptKey(attempt.userId, attempt.id),
              UpdateExpression: 'SET #status = :inProgress, gsi2sk = :gsi2sk, currentQuestionIndex = :index',
              ConditionExpression: `#status IN (${OPEN.join(', ')}) AND deadline > :notBefore`,
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':started': 'started',
                ':inProgress': 'in_progress',
                ':gsi2sk': `in_progress#${attempt.startedAt}`,
                ':index': questionIndex,
                ':notBefore': notBefore,
              },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: { pk: `ATTEMPT#${attempt.id}`, sk: `RESPONSE#${questionId}` },
              UpdateExpression: `SET ${sets.join(', ')}${add}`,
              ExpressionAttributeValues: values,
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException') return false;
    throw error;
  }
}

export async function listResponses(attemptId: string): Promise<Record<string, AttemptResponse>> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `ATTEMPT#${attemptId}`, ':prefix': 'RESPONSE#' },
      ConsistentRead: true,
    }),
  );
  return Object.fromEntries(
    Items.map((item) => [
      String(item.sk).slice('RESPONSE#'.length),
      {
        choice: (item.choice as AttemptResponse['choice']) ?? null,
        flagged: Boolean(item.flagged),
        struckOut: (item.struckOut as AttemptResponse['struckOut']) ?? [],
        secondsSpent: Number(item.secondsSpent ?? 0),
        confidence: (item.confidence as AttemptResponse['confidence']) ?? null,
      },
    ]),
  );
}

/** Records the result once: false if the attempt was no longer open (already submitted). */
export async function completeAttempt(attempt: Attempt, result: { score: number; correctCount: number; timeTakenSeconds: number; completedAt: string }): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: attemptKey(attempt.userId, attempt.id),
        UpdateExpression: 'SET #status = :completed, gsi2sk = :gsi2sk, score = :score, correctCount = :correct, timeTakenSeconds = :time, completedAt = :at',
        ConditionExpression: `#status IN (${OPEN.join(', ')})`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':completed': 'completed',
          ':gsi2sk': `completed#${attempt.startedAt}`,
          ':score': result.score,
          ':correct': result.correctCount,
          ':time': result.timeTakenSeconds,
          ':at': result.completedAt,
          ':started': 'started',
          ':inProgress': 'in_progress',
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

export async function getCurrentQuestions(ids: string[]): Promise<Question[]> {
  const found = new Map<string, Question>();
  for (let i = 0; i < ids.length; i += 100) {
    const chunk = ids.slice(i, i + 100);
    const { Responses } = await db().send(
      new BatchGetCommand({
        RequestItems: { [tableName()]: { Keys: chunk.map((id) => ({ pk: `QUESTION#${id}`, sk: 'CURRENT' })) } },
      }),
    );
    for (const item of Responses?.[tableName()] ?? []) found.set(String(item.id), item as Question);
  }
  return ids.map((id) => found.get(id)).filter((q): q is Question => q !== undefined);
}
