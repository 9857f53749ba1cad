import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ExamFormat, ExamTemplateSeed } from '#shared/catalogue';
import { db, tableName } from '../lib/clients.ts';
import { isConditionalCheckFailed, putIfAbsent, queryAll } from './dynamo.ts';

/**
 * Exam templates: pk TEMPLATE#<id>, sk TEMPLATE; gsi1 TEMPLATES / <examType>#<id> lists them.
 * TEMPLATE#<id> is also the gsi1 key by which a package content item (packages.ts) points at
 * its template, and part of an attempt's gsi2 key (attempts.ts).
 */
export interface ExamTemplateRecord extends ExamTemplateSeed {
  questionIds: string[];
}

const TEMPLATES = 'TEMPLATES';

export const templatePk = (templateId: string) => `TEMPLATE#${templateId}`;
export const templateKey = (templateId: string) => ({ pk: templatePk(templateId), sk: 'TEMPLATE' });

function toItem(template: ExamTemplateSeed & { questionIds?: string[] }) {
  return {
    ...templateKey(template.id),
    gsi1pk: TEMPLATES,
    gsi1sk: `${template.examType}#${template.id}`,
    entity: 'examTemplate',
    ...template,
  };
}

function isFormat(value: unknown): value is ExamFormat {
  const format = value as ExamFormat | undefined;
  return Array.isArray(format?.parts) && format.parts.length > 0 && typeof format.breakMinutes === 'number';
}

function fromItem(item: Record<string, unknown>): ExamTemplateRecord {
  return {
    id: String(item.id),
    name: String(item.name),
    description: String(item.description),
    examType: item.examType as ExamTemplateSeed['examType'],
    numberOfQuestions: Number(item.numberOfQuestions),
    durationMinutes: Number(item.durationMinutes),
    isActive: Boolean(item.isActive),
    ...(isFormat(item.format) ? { format: item.format } : {}),
    questionIds: Array.isArray(item.questionIds) ? item.questionIds.map(String) : [],
  };
}

/** Seeds a template unless it exists, so a restart never overwrites an admin's edits. */
export function putExamTemplateIfAbsent(template: ExamTemplateSeed): Promise<boolean> {
  return putIfAbsent(toItem(template));
}

/**
 * Gives a template seeded before formats were data its format and the matching duration, once:
 * an admin's later edit of a stored format is never overwritten.
 */
export async function adoptTemplateFormat(template: ExamTemplateSeed): Promise<boolean> {
  if (!template.format) return false;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: templateKey(template.id),
        UpdateExpression: 'SET #format = :format, durationMinutes = :minutes',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#format)',
        ExpressionAttributeNames: { '#format': 'format' },
        ExpressionAttributeValues: { ':format': template.format, ':minutes': template.durationMinutes },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Writes a template with its questions, replacing any with that id (test fixtures). */
export async function putTemplate(template: ExamTemplateRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: toItem(template) }));
}

/** Every template, active or not (the importer checks question sets against them). */
export async function listAllTemplates(): Promise<ExamTemplateRecord[]> {
  const items = await queryAll({ TableName: tableName(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': TEMPLATES } });
  return items.map(fromItem);
}

export async function listActiveTemplates(): Promise<ExamTemplateRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: 'isActive = :active',
    ExpressionAttributeValues: { ':pk': TEMPLATES, ':active': true },
  });
  return items.map(fromItem);
}

export async function getTemplate(templateId: string): Promise<ExamTemplateRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: templateKey(templateId) }));
  return Item ? fromItem(Item) : null;
}

/**
 * Gives a template its ordered questions from a question-set file. Only a newer set version
 * replaces the one in use, so re-importing is harmless; false if the template does not exist or
 * already has this version or a newer one.
 */
export async function putTemplateQuestionSet(templateId: string, questionIds: readonly string[], version: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: templateKey(templateId),
        UpdateExpression: 'SET questionIds = :ids, questionSetVersion = :version',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(questionSetVersion) OR questionSetVersion < :version)',
        ExpressionAttributeValues: { ':ids': questionIds, ':version': version },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
