import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LocalStackContext } from './local-stack-context.ts';
import type { Tokens } from './cognito.ts';

/** Direct table access for arranging what the API cannot (yet) write, such as purchases. */
export function tableClient(stack: LocalStackContext) {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: stack.dynamoDbUrl, region: 'ca-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
}

export function userIdOf(user: Tokens): string {
  return JSON.parse(Buffer.from(user.accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')).sub as string;
}

/** Calls the API as a signed-in user; answers the status and the raw text (for "never contains" checks). */
export async function call(stack: LocalStackContext, user: Tokens, method: string, path: string, body?: unknown) {
  const response = await fetch(`${stack.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as unknown };
}

/** Purchases are written by the payment webhook, which arrives with commerce; here, directly. */
export async function givePurchase(stack: LocalStackContext, user: Tokens, packageId: string, expiresAt: string | null) {
  const id = randomUUID();
  const purchasedAt = new Date().toISOString();
  await tableClient(stack).send(
    new PutCommand({
      TableName: stack.tableName,
      Item: { pk: `USER#${userIdOf(user)}`, sk: `PURCHASE#${purchasedAt}#${id}`, gsi1pk: `PURCHASE#${id}`, gsi1sk: 'PURCHASE', entity: 'purchase', id, packageId, purchasedAt, expiresAt },
    }),
  );
}

export interface TestTemplate {
  id: string;
  examType: string;
  questionIds: string[];
  durationMinutes: number;
  /** Defaults to the number of question ids; more makes the template "coming soon". */
  numberOfQuestions?: number;
  /** The package whose contents include it (paid templates). */
  packageId?: string;
}

export async function putTemplate(stack: LocalStackContext, template: TestTemplate) {
  const db = tableClient(stack);
  await db.send(
    new PutCommand({
      TableName: stack.tableName,
      Item: {
        pk: `TEMPLATE#${template.id}`,
        sk: 'TEMPLATE',
        gsi1pk: 'TEMPLATES',
        gsi1sk: `${template.examType}#${template.id}`,
        entity: 'examTemplate',
        id: template.id,
        name: `Test ${template.id}`,
        description: 'A template made for a test.',
        examType: template.examType,
        numberOfQuestions: template.numberOfQuestions ?? template.questionIds.length,
        durationMinutes: template.durationMinutes,
        isActive: true,
        questionIds: template.questionIds,
      },
    }),
  );
  if (template.packageId) {
    await db.send(
      new PutCommand({
        TableName: stack.tableName,
        Item: {
          pk: `PACKAGE#${template.packageId}`,
          sk: `CONTENT#${template.id}`,
          gsi1pk: `TEMPLATE#${template.id}`,
          gsi1sk: `PACKAGE#${template.packageId}`,
          entity: 'packageContent',
          packageId: template.packageId,
          examTemplateId: template.id,
        },
      }),
    );
  }
}

/** Plain barrister questions (correct answer A) straight into the bank, for tests that need many. */
export async function putQuestions(stack: LocalStackContext, ids: string[]) {
  const db = tableClient(stack);
  for (let i = 0; i < ids.length; i += 25) {
    await db.send(
      new BatchWriteCommand({
        RequestItems: {
          [stack.tableName]: ids.slice(i, i + 25).map((id) => ({
            PutRequest: {
              Item: {
                pk: `QUESTION#${id}`,
                sk: 'CURRENT',
                entity: 'question',
                id,
                exam: 'barrister',
                topic: 'Civil Litigation',
                subtopic: 'Test',
                stem: `Test question ${id}: which choice is correct?`,
                choices: { A: 'Alpha', B: 'Bravo', C: 'Charlie', D: 'Delta' },
                correctChoice: 'A',
                explanations: { A: 'Correct. Alpha.', B: 'Not Bravo.', C: 'Not Charlie.', D: 'Not Delta.' },
                ruleReference: 'Rules of Civil Procedure, r. 1.04',
                difficulty: 'easy',
                status: 'published',
                version: 1,
              },
            },
          })),
        },
      }),
    );
  }
}

/** Moves a stored attempt's times, as if the clock had run on. */
export async function setAttemptFields(stack: LocalStackContext, user: Tokens, attemptId: string, fields: Record<string, unknown>) {
  const names = Object.keys(fields);
  await tableClient(stack).send(
    new UpdateCommand({
      TableName: stack.tableName,
      Key: { pk: `USER#${userIdOf(user)}`, sk: `ATTEMPT#${attemptId}` },
      UpdateExpression: `SET ${names.map((n) => `#${n} = :${n}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n) => [`#${n}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n) => [`:${n}`, fields[n]])),
    }),
  );
}
