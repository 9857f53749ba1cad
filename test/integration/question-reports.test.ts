import { beforeAll, describe, expect, inject, it } from 'vitest';
import { attemptSummarySchema } from '#shared/api/attempts';
import { attemptQuestionReportsSchema, questionReportSchema } from '#shared/api/question-reports';
import { listAttemptQuestionReports, listQuestionReportsByStatus, listReportsOfQuestion } from '../../functions/data/question-reports.ts';
import { getCurrentQuestions } from '../../functions/data/questions.ts';
import { signUpAndSignIn, type Tokens } from '../support/cognito.ts';
import { call as callAs, putTemplate, userIdOf } from '../support/api.ts';
import { pointAtStackTable } from '../support/stack-table.ts';

const stack = inject('stack');
const call = (user: Tokens, method: string, path: string, body?: unknown) => callAs(stack, user, method, path, body);

/** A free sample of starter-bank questions, so these tests do not depend on the seeded sets. */
const SAMPLE = 'test-report-sample';
const QUESTIONS = ['BAR-ETH-0001', 'BAR-CRIM-0001', 'SOL-RE-0001', 'SOL-EST-0001'];

beforeAll(async () => {
  await putTemplate(stack, { id: SAMPLE, examType: 'FREE_SAMPLE', questionIds: QUESTIONS, durationMinutes: 10 });
});

async function startAttempt(user: Tokens): Promise<string> {
  const response = await call(user, 'POST', '/attempts', { examTemplateId: SAMPLE });
  expect(response.status, response.text).toBe(201);
  return attemptSummarySchema.parse(response.json()).id;
}

async function answer(user: Tokens, attemptId: string, questionId: string) {
  expect((await call(user, 'PUT', `/attempts/${attemptId}/responses/${questionId}`, { choice: 'B' })).status).toBe(200);
}

const report = (user: Tokens, attemptId: string, questionId: string, body: unknown) => call(user, 'POST', `/attempts/${attemptId}/questions/${questionId}/report`, body);

async function reportsOf(user: Tokens, attemptId: string) {
  const response = await call(user, 'GET', `/attempts/${attemptId}/question-reports`);
  expect(response.status).toBe(200);
  return attemptQuestionReportsSchema.parse(response.json()).reports;
}

describe('reporting a question', () => {
  it('stores a report of an answered question for triage (201), once, and refuses bad bodies (400) without storing them', async () => {
    const user = await signUpAndSignIn(stack);
    const attemptId = await startAttempt(user);
    await answer(user, attemptId, 'BAR-ETH-0001');

    const made = await report(user, attemptId, 'BAR-ETH-0001', { reason: 'wrong_answer', comment: '  I think C is also right.  ' });
    expect(made.status, made.text).toBe(201);
    const created = questionReportSchema.parse(made.json());
    expect(created).toEqual({ questionId: 'BAR-ETH-0001', reason: 'wrong_answer', comment: 'I think C is also right.', status: 'open', createdAt: expect.any(String) });

    // Stored with who, where, which version and what was answered; found by the triage index
    // (open ones, newest first) and with the question's other reports, without a scan.
    pointAtStackTable(stack);
    const [question] = await getCurrentQuestions(['BAR-ETH-0001']);
    const stored = {
      questionId: 'BAR-ETH-0001',
      questionVersion: question?.version,
      attemptId,
      userId: userIdOf(user),
      examTemplateId: SAMPLE,
      reason: 'wrong_answer',
      comment: 'I think C is also right.',
      answeredChoice: expect.stringMatching(/^[ABCD]$/),
      choiceOrder: expect.stringMatching(/^[ABCD]{4}$/),
      attemptStatus: 'in_progress',
      status: 'open',
      createdAt: created.createdAt,
    };
    expect(await listAttemptQuestionReports(attemptId, QUESTIONS)).toEqual([stored]);
    expect(await listReportsOfQuestion('BAR-ETH-0001')).toContainEqual(stored);
    const open = await listQuestionReportsByStatus('open', 1000);
    expect(open).toContainEqual(stored);
    expect(open.map((r) => r.createdAt)).toEqual([...open.map((r) => r.createdAt)].sort().reverse());

    // One report per question per attempt.
    const again = await report(user, attemptId, 'BAR-ETH-0001', { reason: 'typo' });
    expect(again.status).toBe(409);
    expect(again.text).toContain('You have already reported this question');

    await answer(user, attemptId, 'BAR-CRIM-0001');
    const bad = [
      { reason: 'wrong' },
      { reason: 'unclear', extra: true },
      { reason: 'unclear', userId: 'someone-else' },
      { reason: 'other' },
      { reason: 'other', comment: '   ' },
      { reason: 'unclear', comment: 'x'.repeat(1001) },
      { comment: 'No reason given' },
    ];
    for (const body of bad) expect((await report(user, attemptId, 'BAR-CRIM-0001', body)).status, JSON.stringify(body)).toBe(400);
    expect((await report(user, attemptId, 'not-a-question', { reason: 'unclear' })).status).toBe(400);
    expect(await reportsOf(user, attemptId)).toEqual([created]);

    // 'other' with a comment, and no comment for the others, are fine.
    const other = await report(user, attemptId, 'BAR-CRIM-0001', { reason: 'other', comment: 'The case text cuts off.' });
    expect(other.status).toBe(201);
    expect(questionReportSchema.parse(other.json())).toMatchObject({ reason: 'other', comment: 'The case text cuts off.' });
    expect((await reportsOf(user, attemptId)).map((r) => r.questionId)).toEqual(['BAR-ETH-0001', 'BAR-CRIM-0001']);
  });

  it('is only for the attempt’s owner (404), its own questions (404), and answered questions until it is submitted (409)', async () => {
    const owner = await signUpAndSignIn(stack);
    const stranger = await signUpAndSignIn(stack);
    const attemptId = await startAttempt(owner);
    await answer(owner, attemptId, 'BAR-ETH-0001');

    const notYours = await report(stranger, attemptId, 'BAR-ETH-0001', { reason: 'unclear' });
    expect(notYours.status).toBe(404);
    expect((await call(stranger, 'GET', `/attempts/${attemptId}/question-reports`)).status).toBe(404);
    expect((await report(owner, attemptId, 'SOL-RE-0002', { reason: 'unclear' })).status).toBe(404);

    const unanswered = await report(owner, attemptId, 'BAR-CRIM-0001', { reason: 'unclear' });
    expect(unanswered.status).toBe(409);
    expect(unanswered.text).toContain('Answer this question before reporting it');
    expect(await reportsOf(owner, attemptId)).toEqual([]);

    // Once submitted, every question of the attempt can be reported from the review, answered or not.
    expect((await call(owner, 'POST', `/attempts/${attemptId}/submit`)).status).toBe(200);
    const fromReview = await report(owner, attemptId, 'BAR-CRIM-0001', { reason: 'outdated', comment: 'The limit changed in 2025.' });
    expect(fromReview.status, fromReview.text).toBe(201);
    pointAtStackTable(stack);
    expect(await listAttemptQuestionReports(attemptId, QUESTIONS)).toEqual([
      expect.objectContaining({ questionId: 'BAR-CRIM-0001', attemptStatus: 'completed', answeredChoice: null, reason: 'outdated' }),
    ]);
    expect((await report(stranger, attemptId, 'SOL-RE-0001', { reason: 'typo' })).status).toBe(404);
  });

  it('limits each candidate to 30 report requests an hour (429 with Retry-After)', async () => {
    const user = await signUpAndSignIn(stack);
    const attemptId = await startAttempt(user);
    await answer(user, attemptId, 'BAR-ETH-0001');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await report(user, attemptId, 'BAR-ETH-0001', { reason: 'typo' })).status);
    expect(statuses).toEqual([201, ...Array.from({ length: 29 }, () => 409)]);

    await answer(user, attemptId, 'SOL-RE-0001');
    const refused = await fetch(`${stack.url}/api/attempts/${attemptId}/questions/SOL-RE-0001/report`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'unclear' }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many question reports\. Try again in \d+ minutes\.$/);
    expect((await reportsOf(user, attemptId)).map((r) => r.questionId)).toEqual(['BAR-ETH-0001']);

    // The limit is the candidate's own: someone else reports as usual.
    const other = await signUpAndSignIn(stack);
    const otherAttempt = await startAttempt(other);
    await answer(other, otherAttempt, 'SOL-RE-0001');
    expect((await report(other, otherAttempt, 'SOL-RE-0001', { reason: 'unclear' })).status).toBe(201);
  });
});
