import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ExamFormat, ExamType } from '#shared/catalogue';
import { attemptKey, dueKey } from '../../functions/data/attempts.ts';
import { putPackageContentIfAbsent } from '../../functions/data/packages.ts';
import { putPurchase } from '../../functions/data/purchases.ts';
import { putCurrentQuestion } from '../../functions/data/questions.ts';
import { putTemplate as putTemplateRecord } from '../../functions/data/templates.ts';
import { db, tableName } from '../../functions/lib/clients.ts';
import type { LocalStackContext } from './local-stack-context.ts';
import type { Tokens } from './cognito.ts';
import { pointAtStackTable } from './stack-table.ts';

/*
 * Arranging what the API cannot (yet) write, such as purchases, goes through the data modules'
 * own write functions (pointed at the stack's table by pointAtStackTable), so fixtures have the keys
 * the API reads.
 */

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
  pointAtStackTable(stack);
  await putPurchase({
    id: randomUUID(),
    userId: userIdOf(user),
    packageId,
    packageName: '',
    purchasedAt: new Date().toISOString(),
    expiresAt,
    status: 'active',
    subtotalCents: null,
    discountCents: null,
    taxCents: null,
    amountPaidCents: null,
    couponCode: null,
    checkoutSessionId: null,
    paymentIntentId: null,
    receiptUrl: null,
  });
}

export interface TestTemplate {
  id: string;
  examType: ExamType;
  questionIds: string[];
  durationMinutes: number;
  /** Defaults to the number of question ids; more makes the template "coming soon". */
  numberOfQuestions?: number;
  /** The package whose contents include it (paid templates). */
  packageId?: string;
  /** Parts and break (a full exam). */
  format?: ExamFormat;
}

export async function putTemplate(stack: LocalStackContext, template: TestTemplate) {
  pointAtStackTable(stack);
  await putTemplateRecord({
    id: template.id,
    name: `Test ${template.id}`,
    description: 'A template made for a test.',
    examType: template.examType,
    numberOfQuestions: template.numberOfQuestions ?? template.questionIds.length,
    durationMinutes: template.durationMinutes,
    isActive: true,
    questionIds: template.questionIds,
    ...(template.format ? { format: template.format } : {}),
  });
  if (template.packageId) await putPackageContentIfAbsent(template.packageId, template.id);
}

/** Plain barrister questions (correct answer A) straight into the bank, for tests that need many. */
export async function putQuestions(stack: LocalStackContext, ids: string[]) {
  pointAtStackTable(stack);
  for (let i = 0; i < ids.length; i += 25) {
    await Promise.all(
      ids.slice(i, i + 25).map((id) =>
        putCurrentQuestion({
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
          lawAsOf: '2026-11-01',
          reviewedBy: 'test-reviewer',
          reviewedAt: '2026-11-02',
          blueprint: 'BAR-CIV.04',
          itemType: 'standalone',
          version: 1,
        }),
      ),
    );
  }
}

/** Moves a stored attempt's times, as if the clock had run on (a new deadline also moves it in the sweep's index). */
export async function setAttemptFields(stack: LocalStackContext, user: Tokens, attemptId: string, fields: Record<string, unknown>) {
  pointAtStackTable(stack);
  if (typeof fields.deadline === 'string') fields = { ...fields, gsi3sk: dueKey(fields.deadline, attemptId) };
  const names = Object.keys(fields);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: attemptKey(userIdOf(user), attemptId),
      UpdateExpression: `SET ${names.map((n) => `#${n} = :${n}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n) => [`#${n}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n) => [`:${n}`, fields[n]])),
    }),
  );
}

/** Runs the scheduled sweep now, as "run now" on its EventBridge rule would (bin/local/jobs.ts). */
export async function runSweep(stack: LocalStackContext): Promise<number> {
  const response = await fetch(`${stack.url}/local/jobs/close-expired-attempts`, { method: 'POST' });
  if (!response.ok) throw new Error(`sweep failed: ${response.status}`);
  return ((await response.json()) as { closed: number }).closed;
}
