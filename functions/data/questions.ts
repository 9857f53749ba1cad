import { BatchGetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CaseText, Question } from '#shared/exam/question';
import { db, tableName } from '../lib/clients.ts';
import { isConditionalCheckFailed, putIfAbsent } from './dynamo.ts';

/**
 * Questions: every version is kept (pk QUESTION#<id>, sk V#<version, 4 digits>) and the one in use
 * is copied to sk CURRENT, with gsi1 QBANK#<exam>#<status> / <topic>#<subtopic>#<id> for the
 * admin bank. Case texts: pk CASE#<id>, sk CASE.
 */
/** The question's partition; its reports live there too (question-reports.ts). */
export const questionPk = (id: string) => `QUESTION#${id}`;
export const questionVersionKey = (id: string, version: number) => ({ pk: questionPk(id), sk: `V#${String(version).padStart(4, '0')}` });
export const currentQuestionKey = (id: string) => ({ pk: questionPk(id), sk: 'CURRENT' });
export const caseTextKey = (id: string) => ({ pk: `CASE#${id}`, sk: 'CASE' });

/** Stores a version once; returns false when that version was already imported. */
export function putQuestionVersion(question: Question): Promise<boolean> {
  return putIfAbsent({ ...questionVersionKey(question.id, question.version), entity: 'questionVersion', ...question });
}

/** Makes a version current unless a newer one already is. */
export async function putCurrentQuestion(question: Question): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...currentQuestionKey(question.id),
          gsi1pk: `QBANK#${question.exam}#${question.status}`,
          gsi1sk: `${question.topic}#${question.subtopic}#${question.id}`,
          entity: 'question',
          ...question,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR version < :version',
        ExpressionAttributeValues: { ':version': question.version },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

export async function putCaseText(caseText: CaseText): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...caseTextKey(caseText.id), entity: 'caseText', ...caseText } }));
}

/** Reads items by key in chunks of 100 (BatchGetItem's limit), retrying what DynamoDB leaves unprocessed. */
async function batchGet(keysToGet: { pk: string; sk: string }[]): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (let i = 0; i < keysToGet.length; i += 100) {
    let pending: { pk: string; sk: string }[] | undefined = keysToGet.slice(i, i + 100);
    for (let round = 0; pending?.length && round < 5; round += 1) {
      const { Responses, UnprocessedKeys } = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }));
      items.push(...(Responses?.[tableName()] ?? []));
      pending = UnprocessedKeys?.[tableName()]?.Keys as { pk: string; sk: string }[] | undefined;
    }
  }
  return items;
}

/** The versions in use of the given questions, in the given order (unknown ids are left out). */
export async function getCurrentQuestions(ids: readonly string[]): Promise<Question[]> {
  const found = new Map<string, Question>();
  for (const item of await batchGet(ids.map(currentQuestionKey))) {
    found.set(String(item.id), item as unknown as Question);
  }
  return ids.map((id) => found.get(id)).filter((q): q is Question => q !== undefined);
}

export async function getCaseTexts(ids: readonly string[]): Promise<CaseText[]> {
  const unique = [...new Set(ids)];
  const items = await batchGet(unique.map(caseTextKey));
  return items.map((item) => ({ id: String(item.id), title: String(item.title), text: String(item.text) }));
}
