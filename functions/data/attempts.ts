import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { AttemptResponse, HistoryItem, SaveResponseRequest } from '#shared/api/attempts';
import type { AttemptStatus } from '#shared/exam/access';
import type { AttemptClock, AttemptMode } from '#shared/exam/timing';
import { db, tableName } from '../lib/clients.ts';
import { isConditionalCheckFailed, keys } from './keys.ts';

/**
 * Exam attempts: pk USER#<userId>, sk ATTEMPT#<id> (ownership is in the key); gsi1 ATTEMPT#<id>
 * finds one by id; gsi2 USER#<userId>#TEMPLATE#<templateId> / <status>#<startedAt> finds the
 * open attempts for a template. Responses: pk ATTEMPT#<id>, sk RESPONSE#<questionId>; notes:
 * pk ATTEMPT#<id>, sk NOTES. A completed attempt also writes USER#<userId> /
 * COMPLETED#<completedAt>#<id>, the history entry read newest first.
 *
 * Clock changes (parts, breaks, completion) are conditional on `version`, so two requests that
 * both see a part's time run out cannot both move the clock; saves do not bump it.
 */
export interface Attempt extends AttemptClock {
  id: string;
  userId: string;
  examTemplateId: string;
  templateName: string;
  examType: string;
  mode: AttemptMode;
  timeMultiplier: number;
  currentQuestionIndex: number;
  streamFilter: 'all';
  questionIds: string[];
  startedAt: string;
  score: number | null;
  correctCount: number | null;
  timeTakenSeconds: number | null;
  version: number;
}

const attemptKey = (userId: string, attemptId: string) => ({ pk: keys.user(userId), sk: `ATTEMPT#${attemptId}` });
const templateIndex = (userId: string, templateId: string) => `${keys.user(userId)}#TEMPLATE#${templateId}`;
const OPEN_VALUES = { ':started': 'started', ':inProgress': 'in_progress' };
const IS_OPEN = '#status IN (:started, :inProgress)';

function fromItem(item: Record<string, unknown>): Attempt {
  const questionIds = (item.questionIds as string[] | undefined) ?? [];
  const deadline = String(item.deadline);
  return {
    id: String(item.id),
    userId: String(item.userId),
    examTemplateId: String(item.examTemplateId),
    templateName: String(item.templateName ?? item.examTemplateId),
    examType: String(item.examType ?? 'quiz'),
    mode: item.mode === 'tutor' ? 'tutor' : 'timed',
    timeMultiplier: Number(item.timeMultiplier ?? 1),
    status: item.status as AttemptStatus,
    currentQuestionIndex: Number(item.currentQuestionIndex ?? 0),
    streamFilter: 'all',
    questionIds,
    startedAt: String(item.startedAt),
    deadline,
    parts: (item.parts as Attempt['parts'] | undefined) ?? [
      { questionCount: questionIds.length, durationSeconds: Math.round((Date.parse(deadline) - Date.parse(String(item.startedAt))) / 1000) },
    ],
    currentPart: Number(item.currentPart ?? 0),
    partStartedAt: item.partStartedAt === undefined ? String(item.startedAt) : ((item.partStartedAt as string | null) ?? null),
    breakEndsAt: (item.breakEndsAt as string | null | undefined) ?? null,
    partSeconds: (item.partSeconds as number[] | undefined) ?? [],
    completedAt: (item.completedAt as string | null | undefined) ?? null,
    score: (item.score as number | null | undefined) ?? null,
    correctCount: (item.correctCount as number | null | undefined) ?? null,
    timeTakenSeconds: (item.timeTakenSeconds as number | null | undefined) ?? null,
    version: Number(item.version ?? 0),
  };
}

/** Reads the attempt from its own key (strongly consistent), for the owner only. */
export async function getAttempt(userId: string, attemptId: string): Promise<Attempt | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: attemptKey(userId, attemptId), ConsistentRead: true }));
  return Item ? fromItem(Item) : null;
}

/** Any user's attempt by id (admins reading a report); owners use getAttempt. */
export async function findAttemptById(attemptId: string): Promise<Attempt | null> {
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

async function queryAll(input: QueryCommandInput): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...input, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** Every attempt of a user (a candidate has tens, not thousands). */
export async function listAttempts(userId: string): Promise<Attempt[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.user(userId), ':prefix': 'ATTEMPT#' },
  });
  return items.map(fromItem);
}

export async function listOpenAttempts(userId: string, templateId: string): Promise<Attempt[]> {
  const results = await Promise.all(
    ['started#', 'in_progress#'].map((prefix) =>
      queryAll({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk AND begins_with(gsi2sk, :prefix)',
        ExpressionAttributeValues: { ':pk': templateIndex(userId, templateId), ':prefix': prefix },
      }),
    ),
  );
  return results.flat().map(fromItem);
}

/** Abandons the given open attempts and creates the new one in one transaction. */
export async function createAttempt(attempt: Attempt, abandon: Attempt[]): Promise<void> {
  const TransactItems: NonNullable<TransactWriteCommandInput['TransactItems']> = abandon.map((old) => ({
    Update: {
      TableName: tableName(),
      Key: attemptKey(old.userId, old.id),
      UpdateExpression: 'SET #status = :abandoned, gsi2sk = :gsi2sk',
      ConditionExpression: IS_OPEN,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':abandoned': 'abandoned', ':gsi2sk': `abandoned#${old.startedAt}`, ...OPEN_VALUES },
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

/** Moves the clock (a part ends, a break starts or ends) unless someone else moved it first. */
export async function updateClock(attempt: Attempt, clock: AttemptClock): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: attemptKey(attempt.userId, attempt.id),
        UpdateExpression:
          'SET currentPart = :part, partStartedAt = :partStartedAt, breakEndsAt = :breakEndsAt, deadline = :deadline, partSeconds = :partSeconds, version = :next',
        ConditionExpression: `${IS_OPEN} AND version = :version`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':part': clock.currentPart,
          ':partStartedAt': clock.partStartedAt,
          ':breakEndsAt': clock.breakEndsAt,
          ':deadline': clock.deadline,
          ':partSeconds': clock.partSeconds,
          ':next': attempt.version + 1,
          ':version': attempt.version,
          ...OPEN_VALUES,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

export interface AttemptResult {
  score: number;
  correctCount: number;
  timeTakenSeconds: number;
  completedAt: string;
  topics: HistoryItem['topics'];
}

/**
 * Records the result once, with its history entry, in one transaction: false if the attempt was
 * no longer open or someone moved its clock first (they submitted; theirs is the result).
 */
export async function completeAttempt(attempt: Attempt, clock: AttemptClock, result: AttemptResult): Promise<boolean> {
  const entry: HistoryItem = {
    attemptId: attempt.id,
    examTemplateId: attempt.examTemplateId,
    templateName: attempt.templateName,
    examType: attempt.examType,
    mode: attempt.mode,
    score: result.score,
    correctCount: result.correctCount,
    totalQuestions: attempt.questionIds.length,
    timeTakenSeconds: result.timeTakenSeconds,
    completedAt: result.completedAt,
    topics: result.topics,
  };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: attemptKey(attempt.userId, attempt.id),
              UpdateExpression:
                'SET #status = :completed, gsi2sk = :gsi2sk, score = :score, correctCount = :correct, timeTakenSeconds = :time, completedAt = :at, currentPart = :part, partStartedAt = :null, breakEndsAt = :null, partSeconds = :partSeconds, version = :next',
              ConditionExpression: `${IS_OPEN} AND version = :version`,
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':completed': 'completed',
                ':gsi2sk': `completed#${attempt.startedAt}`,
                ':score': result.score,
                ':correct': result.correctCount,
                ':time': result.timeTakenSeconds,
                ':at': result.completedAt,
                ':part': clock.currentPart,
                ':null': null,
                ':partSeconds': clock.partSeconds,
                ':next': attempt.version + 1,
                ':version': attempt.version,
                ...OPEN_VALUES,
              },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { pk: keys.user(attempt.userId), sk: `COMPLETED#${result.completedAt}#${attempt.id}`, entity: 'completedAttempt', ...entry },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (cancellationReasons(error)) return false;
    throw error;
  }
}

export type SaveOutcome = 'saved' | 'closed' | 'locked';

/**
 * Saves one response, only while its part is running and its deadline (plus grace) has not
 * passed: the attempt check and the write are one transaction, so a late or post-submit save
 * changes nothing. The first save moves the attempt from started to in progress. With
 * `lockChoice` (tutor mode) a choice can be written once only.
 */
export async function saveResponse(
  attempt: Attempt,
  questionId: string,
  input: SaveResponseRequest,
  options: { part: number; notBefore: string; lockChoice: boolean },
): Promise<SaveOutcome> {
  const sets: string[] = ['updatedAt = :now'];
  const values: Record<string, unknown> = { ':now': new Date().toISOString() };
  const fields: Record<string, unknown> = {
    choice: input.choice,
    flagged: input.flagged,
    struckOut: input.struckOut && [...new Set(input.struckOut)],
    confidence: input.confidence,
    highlights: input.highlights,
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    sets.push(`${name} = :${name}`);
    values[`:${name}`] = value;
  }
  const add = input.secondsSpent ? ' ADD secondsSpent :seconds' : '';
  if (input.secondsSpent) values[':seconds'] = input.secondsSpent;
  const lock = options.lockChoice && input.choice !== undefined;
  if (lock) values[':nullType'] = 'NULL';
  const command = new TransactWriteCommand({
    TransactItems: [
      {
        Update: {
          TableName: tableName(),
          Key: attemptKey(attempt.userId, attempt.id),
          UpdateExpression: 'SET #status = :inProgress, gsi2sk = :gsi2sk',
          ConditionExpression: `${IS_OPEN} AND currentPart = :part AND attribute_type(partStartedAt, :string) AND deadline > :notBefore`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ...OPEN_VALUES,
            ':gsi2sk': `in_progress#${attempt.startedAt}`,
            ':part': options.part,
            ':string': 'S',
            ':notBefore': options.notBefore,
          },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: { pk: `ATTEMPT#${attempt.id}`, sk: `RESPONSE#${questionId}` },
          UpdateExpression: `SET ${sets.join(', ')}${add}`,
          ...(lock ? { ConditionExpression: 'attribute_not_exists(choice) OR attribute_type(choice, :nullType)' } : {}),
          ExpressionAttributeValues: values,
        },
      },
    ],
  });
  // Saves of different questions touch the same attempt item; DynamoDB cancels one of two
  // transactions that overlap (TransactionConflict), so that one is retried.
  for (let round = 0; ; round += 1) {
    try {
      await db().send(command);
      return 'saved';
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      if (reasons.includes('TransactionConflict') && round < 4) {
        await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** round + Math.random() * 25));
        continue;
      }
      if (reasons[0] === 'ConditionalCheckFailed') return 'closed';
      if (lock && reasons[1] === 'ConditionalCheckFailed') return 'locked';
      throw error;
    }
  }
}

/** The per-item codes of a cancelled transaction, or undefined for any other error. */
function cancellationReasons(error: unknown): string[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}

/** Where the candidate is, for a refresh or another device; only while the part is running. */
export async function savePosition(attempt: Attempt, questionIndex: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: attemptKey(attempt.userId, attempt.id),
        UpdateExpression: 'SET currentQuestionIndex = :index',
        ConditionExpression: `${IS_OPEN} AND currentPart = :part`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':index': questionIndex, ':part': attempt.currentPart, ...OPEN_VALUES },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

function responseFromItem(item: Record<string, unknown>): AttemptResponse {
  return {
    choice: (item.choice as AttemptResponse['choice']) ?? null,
    flagged: Boolean(item.flagged),
    struckOut: (item.struckOut as AttemptResponse['struckOut']) ?? [],
    secondsSpent: Number(item.secondsSpent ?? 0),
    confidence: (item.confidence as AttemptResponse['confidence']) ?? null,
    highlights: (item.highlights as AttemptResponse['highlights']) ?? [],
  };
}

export async function listResponses(attemptId: string): Promise<Record<string, AttemptResponse>> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `ATTEMPT#${attemptId}`, ':prefix': 'RESPONSE#' },
    ConsistentRead: true,
  });
  return Object.fromEntries(items.map((item) => [String(item.sk).slice('RESPONSE#'.length), responseFromItem(item)]));
}

export async function getResponse(attemptId: string, questionId: string): Promise<AttemptResponse | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: { pk: `ATTEMPT#${attemptId}`, sk: `RESPONSE#${questionId}` }, ConsistentRead: true }),
  );
  return Item ? responseFromItem(Item) : null;
}

export async function putNotes(attemptId: string, text: string): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { pk: `ATTEMPT#${attemptId}`, sk: 'NOTES', entity: 'attemptNotes', text, updatedAt: new Date().toISOString() },
    }),
  );
}

export async function getNotes(attemptId: string): Promise<string> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: { pk: `ATTEMPT#${attemptId}`, sk: 'NOTES' } }));
  return typeof Item?.text === 'string' ? Item.text : '';
}

export interface HistoryPage {
  items: HistoryItem[];
  /** The key to continue after, or null on the last page. */
  lastKey: { pk: string; sk: string } | null;
}

/** Completed attempts, newest first. */
export async function listCompleted(userId: string, limit: number, after?: { pk: string; sk: string }): Promise<HistoryPage> {
  const { Items = [], LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.user(userId), ':prefix': 'COMPLETED#' },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: after,
    }),
  );
  return {
    items: Items.map((item) => ({
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
    })),
    lastKey: LastEvaluatedKey ? { pk: String(LastEvaluatedKey.pk), sk: String(LastEvaluatedKey.sk) } : null,
  };
}

/** The history cursor may only point into the caller's own history. */
export function isOwnHistoryKey(userId: string, key: { pk: string; sk: string }): boolean {
  return key.pk === keys.user(userId) && key.sk.startsWith('COMPLETED#');
}

/** Whether the user has completed an attempt of this exam type (the Test Drive: 'diagnostic'). */
export async function hasCompletedExamType(userId: string, examType: string): Promise<boolean> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'examType = :type',
    ExpressionAttributeValues: { ':pk': keys.user(userId), ':prefix': 'COMPLETED#', ':type': examType },
    ProjectionExpression: 'attemptId',
  });
  return items.length > 0;
}
