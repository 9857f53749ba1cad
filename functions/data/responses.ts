import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AttemptResponse, SaveResponseRequest } from '#shared/api/attempts';
import { db, tableName } from '../lib/clients.ts';
import { attemptPk, runningPartCheck, type Attempt } from './attempts.ts';
import { cancellationReasons, queryAll, transactWrite } from './dynamo.ts';

/**
 * An attempt's responses and notes, in the attempt's own partition: responses pk ATTEMPT#<id>,
 * sk RESPONSE#<questionId>; notes pk ATTEMPT#<id>, sk NOTES.
 */
const RESPONSE = 'RESPONSE#';

export const responseKey = (attemptId: string, questionId: string) => ({ pk: attemptPk(attemptId), sk: `${RESPONSE}${questionId}` });
export const notesKey = (attemptId: string) => ({ pk: attemptPk(attemptId), sk: 'NOTES' });

export type SaveOutcome = 'saved' | 'closed' | 'locked';

/**
 * Saves one response, only while its part is running and its deadline (plus grace) has not
 * passed: the attempt check and the write are one transaction, so a late or post-submit save
 * changes nothing. The first save moves the attempt from started to in progress. With
 * `lockChoice` (tutor mode) a choice can be written once only. Saves of different questions
 * touch the same attempt item, so two at once conflict; transactWrite retries the loser.
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
  try {
    await transactWrite([
      runningPartCheck(attempt, options.part, options.notBefore),
      {
        Update: {
          TableName: tableName(),
          Key: responseKey(attempt.id, questionId),
          UpdateExpression: `SET ${sets.join(', ')}${add}`,
          ...(lock ? { ConditionExpression: 'attribute_not_exists(choice) OR attribute_type(choice, :nullType)' } : {}),
          ExpressionAttributeValues: values,
        },
      },
    ]);
    return 'saved';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons?.[0] === 'ConditionalCheckFailed') return 'closed';
    if (lock && reasons?.[1] === 'ConditionalCheckFailed') return 'locked';
    throw error;
  }
}

function fromItem(item: Record<string, unknown>): AttemptResponse {
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
    ExpressionAttributeValues: { ':pk': attemptPk(attemptId), ':prefix': RESPONSE },
    ConsistentRead: true,
  });
  return Object.fromEntries(items.map((item) => [String(item.sk).slice(RESPONSE.length), fromItem(item)]));
}

export async function getResponse(attemptId: string, questionId: string): Promise<AttemptResponse | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: responseKey(attemptId, questionId), ConsistentRead: true }));
  return Item ? fromItem(Item) : null;
}

export async function putNotes(attemptId: string, text: string): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...notesKey(attemptId), entity: 'attemptNotes', text, updatedAt: new Date().toISOString() } }),
  );
}

export async function getNotes(attemptId: string): Promise<string> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: notesKey(attemptId) }));
  return typeof Item?.text === 'string' ? Item.text : '';
}
