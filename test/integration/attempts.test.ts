import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { attemptDetailSchema, attemptSummarySchema } from '#shared/api/attempts';
import { signUpAndSignIn, type Tokens } from '../support/cognito.ts';

const stack = inject('stack');
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: stack.dynamoDbUrl, region: 'ca-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
);

/** A free sample made of starter-bank questions (the seeded templates are still "coming soon"). */
const SAMPLE = 'test-free-sample';
const QUESTIONS = ['BAR-ETH-0001', 'BAR-CRIM-0001', 'SOL-RE-0001', 'SOL-EST-0001'];
const CORRECT: Record<string, string> = { 'BAR-ETH-0001': 'B', 'BAR-CRIM-0001': 'B', 'SOL-RE-0001': 'B', 'SOL-EST-0001': 'B' };

beforeAll(async () => {
  await db.send(
    new PutCommand({
      TableName: stack.tableName,
      Item: {
        pk: `TEMPLATE#${SAMPLE}`,
        sk: 'TEMPLATE',
        gsi1pk: 'TEMPLATES',
        gsi1sk: `QUIZ_FREE_SAMPLE#${SAMPLE}`,
        entity: 'examTemplate',
        id: SAMPLE,
        name: 'Test Free Sample',
        description: 'Four starter questions.',
        examType: 'QUIZ_FREE_SAMPLE',
        numberOfQuestions: QUESTIONS.length,
        durationMinutes: 10,
        isActive: true,
        questionIds: QUESTIONS,
      },
    }),
  );
});

function call(user: Tokens, method: string, path: string, body?: unknown) {
  return fetch(`${stack.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, text: await r.text() }));
}

async function start(user: Tokens, body: Record<string, unknown> = { examTemplateId: SAMPLE }) {
  const response = await call(user, 'POST', '/attempts', body);
  return { ...response, attempt: response.status < 300 ? attemptSummarySchema.parse(JSON.parse(response.text)) : undefined };
}

async function detail(user: Tokens, attemptId: string) {
  const response = await call(user, 'GET', `/attempts/${attemptId}`);
  expect(response.status).toBe(200);
  return { text: response.text, ...attemptDetailSchema.parse(JSON.parse(response.text)) };
}

describe('exam attempts', () => {
  it('refuses paid content without a pack (403), unknown exams (404) and coming-soon ones (409)', async () => {
    const user = await signUpAndSignIn(stack);
    expect((await start(user, { examTemplateId: 'bar-full-1' })).status).toBe(403);
    expect((await start(user, { examTemplateId: 'no-such-exam' })).status).toBe(404);
    expect((await start(user, { examTemplateId: 'free-diagnostic' })).status).toBe(409);
    expect((await start(user, { examTemplateId: SAMPLE, extra: true })).status).toBe(400);
  });

  it('never sends correct answers or explanations before submission, and resumes the open attempt', async () => {
    const user = await signUpAndSignIn(stack);
    const first = await start(user);
    expect(first.status).toBe(201);
    const attemptId = first.attempt?.id ?? '';
    const open = await detail(user, attemptId);
    expect(open.questions.map((q) => q.id)).toEqual(QUESTIONS);
    expect(open.text).not.toMatch(/correctChoice|explanations|ruleReference/);
    expect(open.text).not.toContain('Correct.');
    expect(Date.parse(open.attempt.deadline) - Date.parse(open.attempt.startedAt)).toBe(10 * 60_000);

    const again = await start(user);
    expect(again).toMatchObject({ status: 200, attempt: { id: attemptId } });
    const restarted = await start(user, { examTemplateId: SAMPLE, restart: true });
    expect(restarted.status).toBe(201);
    expect(restarted.attempt?.id).not.toBe(attemptId);
    expect((await detail(user, attemptId)).attempt.status).toBe('abandoned');
  });

  it('keeps two concurrent saves of different questions, scores once, and refuses saves after submit', async () => {
    const user = await signUpAndSignIn(stack);
    const attemptId = (await start(user)).attempt?.id ?? '';
    const [a, b] = await Promise.all([
      call(user, 'PUT', `/attempts/${attemptId}/responses/BAR-ETH-0001`, { choice: 'B', secondsSpent: 30 }),
      call(user, 'PUT', `/attempts/${attemptId}/responses/BAR-CRIM-0001`, { choice: 'A', flagged: true, struckOut: ['C'] }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await call(user, 'PUT', `/attempts/${attemptId}/responses/BAR-ETH-0001`, { secondsSpent: 15, confidence: 'sure' });
    const saved = await detail(user, attemptId);
    expect(saved.attempt.status).toBe('in_progress');
    expect(saved.responses['BAR-ETH-0001']).toMatchObject({ choice: 'B', secondsSpent: 45, confidence: 'sure' });
    expect(saved.responses['BAR-CRIM-0001']).toMatchObject({ choice: 'A', flagged: true, struckOut: ['C'] });
    expect((await call(user, 'PUT', `/attempts/${attemptId}/responses/SOL-RE-0002`, { choice: 'A' })).status).toBe(404);
    expect((await call(user, 'PUT', `/attempts/${attemptId}/responses/not-a-question`, { choice: 'A' })).status).toBe(400);
    expect((await call(user, 'PUT', `/attempts/${attemptId}/responses/SOL-RE-0001`, { choice: 'E' })).status).toBe(400);

    const [first, second] = await Promise.all([call(user, 'POST', `/attempts/${attemptId}/submit`), call(user, 'POST', `/attempts/${attemptId}/submit`)]);
    const one = attemptSummarySchema.parse(JSON.parse(first.text));
    const two = attemptSummarySchema.parse(JSON.parse(second.text));
    expect(one).toMatchObject({ status: 'completed', correctCount: 1, score: 25, totalQuestions: 4 });
    expect(two.completedAt).toBe(one.completedAt);

    expect((await call(user, 'PUT', `/attempts/${attemptId}/responses/SOL-RE-0001`, { choice: 'B' })).status).toBe(409);
    const reviewed = await detail(user, attemptId);
    expect(reviewed.responses['SOL-RE-0001']).toBeUndefined();
    expect(reviewed.questions.map((q) => q.review?.correctChoice)).toEqual(QUESTIONS.map((id) => CORRECT[id]));
  });

  it('refuses an answer after the deadline and submits what was saved', async () => {
    const user = await signUpAndSignIn(stack);
    const attempt = (await start(user)).attempt;
    const attemptId = attempt?.id ?? '';
    await call(user, 'PUT', `/attempts/${attemptId}/responses/SOL-RE-0001`, { choice: 'B' });
    // Time passes: move the deadline a minute into the past.
    const sub = JSON.parse(Buffer.from(user.accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')).sub as string;
    await db.send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: { pk: `USER#${sub}`, sk: `ATTEMPT#${attemptId}` },
        UpdateExpression: 'SET deadline = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
      }),
    );
    expect((await call(user, 'PUT', `/attempts/${attemptId}/responses/SOL-EST-0001`, { choice: 'B' })).status).toBe(409);
    const settled = await detail(user, attemptId);
    expect(settled.attempt).toMatchObject({ status: 'completed', correctCount: 1 });
    expect(settled.responses['SOL-EST-0001']).toBeUndefined();
  });

  it("answers 404 to every route for someone else's attempt", async () => {
    const owner = await signUpAndSignIn(stack);
    const other = await signUpAndSignIn(stack);
    const attemptId = (await start(owner)).attempt?.id ?? '';
    expect((await call(other, 'GET', `/attempts/${attemptId}`)).status).toBe(404);
    expect((await call(other, 'PUT', `/attempts/${attemptId}/responses/BAR-ETH-0001`, { choice: 'A' })).status).toBe(404);
    expect((await call(other, 'POST', `/attempts/${attemptId}/submit`)).status).toBe(404);
    expect((await detail(owner, attemptId)).responses).toEqual({});
  });
});
