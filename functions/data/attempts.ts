import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { HistoryItem } from '#shared/api/attempts';
import type { AttemptStatus } from '#shared/exam/access';
import type { AttemptClock, AttemptMode } from '#shared/exam/timing';
import { db, tableName } from '../lib/clients.ts';
import { cancellationReasons, isConditionalCheckFailed, queryAll, transactWrite, type TransactItem } from './dynamo.ts';
import { historyEntryPut } from './history.ts';
import { userPk } from './keys.ts';
import { templatePk } from './templates.ts';

/**
 * Exam attempts: pk USER#<userId>, sk ATTEMPT#<id> (ownership is in the key); gsi1 ATTEMPT#<id>
 * finds one by id; gsi2 USER#<userId>#TEMPLATE#<templateId> / <status>#<startedAt> finds the
 * open attempts for a template; gsi3 OPEN_ATTEMPTS / <deadline>#<id>, set only while the attempt
 * is open (keys only), finds the ones whose time ran out for the sweep. ATTEMPT#<id> is also the partition of the attempt's own items:
 * its responses and notes (responses.ts) and its reports (reports.ts). A completed attempt's
 * history entry is in history.ts.
 *
 * Clock changes (parts, breaks, completion) are conditional on `version`, so two requests that
 * both see a part's time run out cannot both move the clock; saves do not bump it. Saves bump
 * `answersVersion` instead, and completion is also conditional on it, so an answer saved after
 * the score read the responses makes the completion fail and the score is taken again: a save is
 * in the score or refused, never acknowledged and left out.
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
  /** How many saves the attempt has taken (0 before the first); read before the responses when scoring. */
  answersVersion: number;
  /**
   * The order each question's choices are shown in, by question id ("CADB": the candidate's A is
   * the real C; shared/exam/choice-order.ts). Drawn at start; empty for attempts started before
   * choices were shuffled, which show them as stored.
   */
  choiceOrders: Record<string, string>;
}

const ATTEMPT = 'ATTEMPT#';

/** The partition of an attempt's own items (responses, notes, reports) and its gsi1 key. */
export const attemptPk = (attemptId: string) => `${ATTEMPT}${attemptId}`;
/** The attempt item itself, under its owner. */
export const attemptKey = (userId: string, attemptId: string) => ({ pk: userPk(userId), sk: attemptPk(attemptId) });
const templateIndex = (userId: string, templateId: string) => `${userPk(userId)}#${templatePk(templateId)}`;
/**
 * The user's newest attempt of a template: pk USER#<userId>, sk CURRENT_ATTEMPT#<templateId>,
 * attemptId. Every start writes it on condition that it still names the attempt the start read,
 * so of two concurrent starts of one template only one creates an attempt.
 */
const newestAttemptKey = (userId: string, templateId: string) => ({ pk: userPk(userId), sk: `CURRENT_ATTEMPT#${templateId}` });
/** The sweep's index: open attempts by deadline. One partition is plenty at this scale (docs/data-model.md). */
const OPEN_ATTEMPTS = 'OPEN_ATTEMPTS';
/** The sweep index's sort key: when the attempt is due to be closed. */
export const dueKey = (deadline: string, attemptId: string) => `${deadline}#${attemptId}`;
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
    answersVersion: Number(item.answersVersion ?? 0),
    choiceOrders: (item.choiceOrders as Record<string, string> | undefined) ?? {},
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
      ExpressionAttributeValues: { ':pk': attemptPk(attemptId), ':sk': 'ATTEMPT' },
    }),
  );
  return Items[0] ? fromItem(Items[0]) : null;
}

/** Every attempt of a user (a candidate has tens, not thousands). */
export async function listAttempts(userId: string): Promise<Attempt[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': ATTEMPT },
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

/**
 * Open attempts whose deadline is before `before`, oldest first, at most `limit` (the sweep
 * takes the rest on its next run). Read from the keys-only index, then each item consistently.
 */
export async function listAttemptsDueBefore(before: string, limit: number): Promise<Attempt[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :open AND gsi3sk < :before',
      ExpressionAttributeValues: { ':open': OPEN_ATTEMPTS, ':before': before },
      Limit: limit,
    }),
  );
  const attempts = await Promise.all(
    Items.map(async (key) => {
      const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: { pk: key.pk, sk: key.sk }, ConsistentRead: true }));
      return Item ? fromItem(Item) : null;
    }),
  );
  return attempts.filter((attempt): attempt is Attempt => attempt !== null);
}

/** The id of the user's newest attempt of a template (null before the first, or for attempts started before this was kept). */
export async function getNewestAttemptId(userId: string, templateId: string): Promise<string | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: newestAttemptKey(userId, templateId), ConsistentRead: true }));
  return typeof Item?.attemptId === 'string' ? Item.attemptId : null;
}

/**
 * Abandons the given open attempts and creates the new one in one transaction, on condition that
 * the template's newest attempt is still `newestBefore` (what the caller read) and the abandoned
 * ones are still open: false if another start (or a completion) got there first.
 */
export async function createAttempt(attempt: Attempt, abandon: Attempt[], newestBefore: string | null): Promise<boolean> {
  const items: TransactItem[] = abandon.map((old) => ({
    Update: {
      TableName: tableName(),
      Key: attemptKey(old.userId, old.id),
      UpdateExpression: 'SET #status = :abandoned, gsi2sk = :gsi2sk REMOVE gsi3pk, gsi3sk',
      ConditionExpression: IS_OPEN,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':abandoned': 'abandoned', ':gsi2sk': `abandoned#${old.startedAt}`, ...OPEN_VALUES },
    },
  }));
  items.push({
    Put: {
      TableName: tableName(),
      Item: {
        ...attemptKey(attempt.userId, attempt.id),
        gsi1pk: attemptPk(attempt.id),
        gsi1sk: 'ATTEMPT',
        gsi2pk: templateIndex(attempt.userId, attempt.examTemplateId),
        gsi2sk: `${attempt.status}#${attempt.startedAt}`,
        gsi3pk: OPEN_ATTEMPTS,
        gsi3sk: dueKey(attempt.deadline, attempt.id),
        entity: 'attempt',
        ...attempt,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  items.push({
    Put: {
      TableName: tableName(),
      Item: { ...newestAttemptKey(attempt.userId, attempt.examTemplateId), entity: 'newestAttempt', attemptId: attempt.id, startedAt: attempt.startedAt },
      ...(newestBefore
        ? { ConditionExpression: 'attemptId = :before', ExpressionAttributeValues: { ':before': newestBefore } }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    },
  });
  try {
    await transactWrite(items);
    return true;
  } catch (error) {
    if (cancellationReasons(error)?.includes('ConditionalCheckFailed')) return false;
    throw error;
  }
}

/** Moves the clock (a part ends, a break starts or ends) unless someone else moved it first. */
export async function updateClock(attempt: Attempt, clock: AttemptClock): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: attemptKey(attempt.userId, attempt.id),
        UpdateExpression:
          'SET currentPart = :part, partStartedAt = :partStartedAt, breakEndsAt = :breakEndsAt, deadline = :deadline, gsi3sk = :due, partSeconds = :partSeconds, version = :next',
        ConditionExpression: `${IS_OPEN} AND version = :version`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':part': clock.currentPart,
          ':partStartedAt': clock.partStartedAt,
          ':breakEndsAt': clock.breakEndsAt,
          ':deadline': clock.deadline,
          ':due': dueKey(clock.deadline, attempt.id),
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
 * no longer open, someone moved its clock first (they submitted; theirs is the result), or an
 * answer was saved since `attempt` was read (`answersVersion`: the result may be missing it; the
 * caller scores again).
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
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: attemptKey(attempt.userId, attempt.id),
          UpdateExpression:
            'SET #status = :completed, gsi2sk = :gsi2sk, score = :score, correctCount = :correct, timeTakenSeconds = :time, completedAt = :at, currentPart = :part, partStartedAt = :null, breakEndsAt = :null, partSeconds = :partSeconds, version = :next REMOVE gsi3pk, gsi3sk',
          // No answers read (0) also matches an attempt stored before answersVersion existed.
          ConditionExpression: `${IS_OPEN} AND version = :version AND ${attempt.answersVersion ? 'answersVersion = :answers' : '(attribute_not_exists(answersVersion) OR answersVersion = :answers)'}`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':answers': attempt.answersVersion,
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
      historyEntryPut(attempt.userId, entry),
    ]);
    return true;
  } catch (error) {
    if (cancellationReasons(error)) return false;
    throw error;
  }
}

/**
 * The attempt's part of a response save (responses.ts saveResponse, in one transaction with the
 * response): holds only while the attempt is open, `part` is running and its deadline is after
 * `notBefore`; moves the attempt from started to in progress and bumps `answersVersion`, which a
 * completion that scored without this answer then fails on.
 */
export function runningPartCheck(attempt: Attempt, part: number, notBefore: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: attemptKey(attempt.userId, attempt.id),
      UpdateExpression: 'SET #status = :inProgress, gsi2sk = :gsi2sk ADD answersVersion :one',
      ConditionExpression: `${IS_OPEN} AND currentPart = :part AND attribute_type(partStartedAt, :string) AND deadline > :notBefore`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ...OPEN_VALUES,
        ':one': 1,
        ':gsi2sk': `in_progress#${attempt.startedAt}`,
        ':part': part,
        ':string': 'S',
        ':notBefore': notBefore,
      },
    },
  };
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
