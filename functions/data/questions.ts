import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CaseText, Question } from '#shared/exam/question';
import { db, tableName } from '../lib/clients.ts';
import { isConditionalCheckFailed } from './keys.ts';

/**
 * Questions: every version is kept (pk QUESTION#<id>, sk V#<version, 4 digits>) and the one in use
 * is copied to sk CURRENT, with gsi1 QBANK#<exam>#<status> / <topic>#<subtopic>#<id> for the
 * admin bank. Case texts: pk CASE#<id>, sk CASE.
 */
const versionKey = (version: number) => `V#${String(version).padStart(4, '0')}`;

/** Stores a version once; returns false when that version was already imported. */
export async function putQuestionVersion(question: Question): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { pk: `QUESTION#${question.id}`, sk: versionKey(question.version), entity: 'questionVersion', ...question },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Makes a version current unless a newer one already is. */
export async function putCurrentQuestion(question: Question): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: `QUESTION#${question.id}`,
          sk: 'CURRENT',
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
  await db().send(new PutCommand({ TableName: tableName(), Item: { pk: `CASE#${caseText.id}`, sk: 'CASE', entity: 'caseText', ...caseText } }));
}
