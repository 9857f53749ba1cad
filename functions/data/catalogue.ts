import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ExamTemplateSeed, Pack } from '#shared/catalogue';
import { db, tableName } from '../lib/clients.ts';
import { isConditionalCheckFailed, keys } from './keys.ts';

/**
 * Packages, their contents and exam templates.
 *   package:          pk PACKAGE#<id>  sk PACKAGE            gsi1 PACKAGES / <name>
 *   package content:  pk PACKAGE#<id>  sk CONTENT#<templateId>
 *   exam template:    pk TEMPLATE#<id> sk TEMPLATE           gsi1 TEMPLATES / <examType>#<id>
 */
export interface PackageRecord {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  isActive: boolean;
}

const PACKAGES = 'PACKAGES';
const TEMPLATES = 'TEMPLATES';

/** Writes an item unless it exists, so a restart never overwrites an admin's edits. */
async function putIfAbsent(item: Record<string, unknown>): Promise<boolean> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

export function putPackageIfAbsent(pack: Pack): Promise<boolean> {
  const record: PackageRecord = {
    id: pack.id,
    name: pack.name,
    description: pack.description,
    priceCents: pack.priceCents,
    isActive: true,
  };
  return putIfAbsent({
    pk: keys.package(pack.id),
    sk: 'PACKAGE',
    gsi1pk: PACKAGES,
    gsi1sk: pack.name,
    entity: 'package',
    ...record,
  });
}

export function putExamTemplateIfAbsent(template: ExamTemplateSeed): Promise<boolean> {
  return putIfAbsent({
    pk: keys.template(template.id),
    sk: 'TEMPLATE',
    gsi1pk: TEMPLATES,
    gsi1sk: `${template.examType}#${template.id}`,
    entity: 'examTemplate',
    ...template,
  });
}

export async function listActivePackages(): Promise<PackageRecord[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: 'isActive = :active',
      ExpressionAttributeValues: { ':pk': PACKAGES, ':active': true },
    }),
  );
  return Items.map((item) => ({
    id: String(item.id),
    name: String(item.name),
    description: String(item.description),
    priceCents: Number(item.priceCents),
    isActive: Boolean(item.isActive),
  }));
}

/** package_contents: pk PACKAGE#<id>, sk CONTENT#<templateId>; gsi1 TEMPLATE#<templateId> finds its packages. */
export function putPackageContentIfAbsent(packageId: string, templateId: string): Promise<boolean> {
  return putIfAbsent({
    pk: keys.package(packageId),
    sk: `CONTENT#${templateId}`,
    gsi1pk: keys.template(templateId),
    gsi1sk: keys.package(packageId),
    entity: 'packageContent',
    packageId,
    examTemplateId: templateId,
  });
}

export async function listPackageContents(packageId: string): Promise<string[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.package(packageId), ':prefix': 'CONTENT#' },
    }),
  );
  return Items.map((item) => String(item.examTemplateId));
}

export interface ExamTemplateRecord extends ExamTemplateSeed {
  questionIds: string[];
}

function templateFromItem(item: Record<string, unknown>): ExamTemplateRecord {
  return {
    id: String(item.id),
    name: String(item.name),
    description: String(item.description),
    examType: item.examType as ExamTemplateSeed['examType'],
    numberOfQuestions: Number(item.numberOfQuestions),
    durationMinutes: Number(item.durationMinutes),
    isActive: Boolean(item.isActive),
    questionIds: Array.isArray(item.questionIds) ? item.questionIds.map(String) : [],
  };
}

/** Every template, active or not (the importer checks question sets against them). */
export async function listAllTemplates(): Promise<ExamTemplateRecord[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({ TableName: tableName(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': TEMPLATES }, ExclusiveStartKey }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items.map(templateFromItem);
}

export async function listActiveTemplates(): Promise<ExamTemplateRecord[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: 'isActive = :active',
      ExpressionAttributeValues: { ':pk': TEMPLATES, ':active': true },
    }),
  );
  return Items.map(templateFromItem);
}

export async function getTemplate(templateId: string): Promise<ExamTemplateRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: { pk: keys.template(templateId), sk: 'TEMPLATE' } }));
  return Item ? templateFromItem(Item) : null;
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
        Key: { pk: keys.template(templateId), sk: 'TEMPLATE' },
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
