import { describe, expect, inject, it } from 'vitest';
import { attemptDetailSchema, historyResponseSchema } from '#shared/api/attempts';
import { contentResponseSchema } from '#shared/api/content';
import { reportSchema } from '#shared/api/reports';
import { call as callAs, runSweep, setAttemptFields } from '../support/api.ts';
import { signUpAndSignIn, type Tokens } from '../support/cognito.ts';
import { emailsTo } from '../support/ses.ts';

const stack = inject('stack');
const call = (user: Tokens, method: string, path: string, body?: unknown) => callAs(stack, user, method, path, body);

async function detail(user: Tokens, attemptId: string) {
  return attemptDetailSchema.parse((await call(user, 'GET', `/attempts/${attemptId}`)).json());
}

describe('an attempt whose time ran out with nobody watching', () => {
  it('is left open by reads, closed and scored by the sweep, and its report and email follow from the stream', async () => {
    const user = await signUpAndSignIn(stack, { firstName: 'Noor' });
    const { id } = (await call(user, 'POST', '/attempts', { examTemplateId: 'free-diagnostic' })).json() as { id: string };
    const open = await detail(user, id);
    const first = open.questions[0];
    expect((await call(user, 'PUT', `/attempts/${id}/responses/${first?.id}`, { choice: 'A', secondsSpent: 20 })).status).toBe(200);
    // The candidate closed the tab; the deadline passes (the grace period is 30 s).
    await setAttemptFields(stack, user, id, { deadline: new Date(Date.now() - 60_000).toISOString() });

    // Reads show the time up but close nothing: no score, no history, no report, no email.
    const read = await detail(user, id);
    expect(read.attempt).toMatchObject({ status: 'in_progress', score: null });
    expect(Date.parse(read.attempt.deadline)).toBeLessThan(Date.now());
    const content = contentResponseSchema.parse((await call(user, 'GET', '/content')).json());
    expect(content.items.find((item) => item.contentItemId === 'free-diagnostic')).toMatchObject({ attemptId: id, status: 'In Progress' });
    expect(historyResponseSchema.parse((await call(user, 'GET', '/attempts')).json()).items).toEqual([]);
    expect((await call(user, 'GET', `/reports/${id}`)).status).toBe(404);

    // The scheduled sweep closes it with what was saved, in one transaction with its history entry.
    expect(await runSweep(stack)).toBeGreaterThanOrEqual(1);
    const closed = await detail(user, id);
    expect(closed.attempt).toMatchObject({ status: 'completed', totalQuestions: 40 });
    expect(closed.attempt.score).not.toBeNull();
    expect(historyResponseSchema.parse((await call(user, 'GET', '/attempts')).json()).items).toEqual([expect.objectContaining({ attemptId: id })]);
    // A second run finds nothing left to close for this attempt.
    await runSweep(stack);
    expect((await detail(user, id)).attempt.completedAt).toBe(closed.attempt.completedAt);

    // The stream consumer writes the report and sends the exam-completion email, once each.
    await expect.poll(async () => (await call(user, 'GET', `/reports/${id}`)).status, { timeout: 10_000, interval: 100 }).toBe(200);
    expect(reportSchema.parse((await call(user, 'GET', `/reports/${id}`)).json()).examAttemptId).toBe(id);
    await expect.poll(async () => (await emailsTo(stack, user.email, 'Your results for Free Diagnostic')).length, { timeout: 10_000 }).toBe(1);
  });

  it('is closed by the candidate’s own late save, not left for the sweep', async () => {
    const user = await signUpAndSignIn(stack);
    const { id } = (await call(user, 'POST', '/attempts', { examTemplateId: 'free-diagnostic' })).json() as { id: string };
    const questions = (await detail(user, id)).questions;
    await setAttemptFields(stack, user, id, { deadline: new Date(Date.now() - 60_000).toISOString() });
    expect((await call(user, 'PUT', `/attempts/${id}/responses/${questions[0]?.id}`, { choice: 'A' })).status).toBe(409);
    expect((await detail(user, id)).attempt.status).toBe('completed');
  });
});
