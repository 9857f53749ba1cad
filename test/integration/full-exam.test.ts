import { beforeAll, describe, expect, inject, it } from 'vitest';
import { attemptDetailSchema, attemptSummarySchema } from '#shared/api/attempts';
import { LSO_FULL_EXAM_FORMAT, PACKS } from '#shared/catalogue';
import type { ChoiceId } from '#shared/exam/question';
import { signUpAndSignIn, type Tokens } from '../support/cognito.ts';
import { call as callAs, givePurchase, putQuestions, putTemplate, runSweep, setAttemptFields } from '../support/api.ts';
import { letterShown } from '../support/choices.ts';

const stack = inject('stack');
const call = (user: Tokens, method: string, path: string, body?: unknown) => callAs(stack, user, method, path, body);

/** A full Barrister exam of 160 test questions (answer A), in the Barrister pack, in today's LSO format. */
const FULL = 'test-full-exam';
const IDS = Array.from({ length: 160 }, (_, i) => `BAR-TFX-${String(i + 1).padStart(4, '0')}`);

beforeAll(async () => {
  await putQuestions(stack, IDS);
  await putTemplate(stack, { id: FULL, examType: 'FULL_EXAM_BARRISTER', questionIds: IDS, durationMinutes: 240, format: LSO_FULL_EXAM_FORMAT, packageId: PACKS.barrister.id });
});

async function candidate() {
  const user = await signUpAndSignIn(stack);
  await givePurchase(stack, user, PACKS.barrister.id, new Date(Date.now() + 86_400_000).toISOString());
  const started = await call(user, 'POST', '/attempts', { examTemplateId: FULL });
  expect(started.status).toBe(201);
  return { user, attemptId: attemptSummarySchema.parse(started.json()).id };
}

async function detail(user: Tokens, attemptId: string) {
  return attemptDetailSchema.parse((await call(user, 'GET', `/attempts/${attemptId}`)).json());
}

/** Answers a question with its real choice `real` (A is right), in the letter this attempt shows it under. */
const answer = async (user: Tokens, attemptId: string, index: number, real: ChoiceId = 'A') =>
  call(user, 'PUT', `/attempts/${attemptId}/responses/${IDS[index]}`, { choice: await letterShown(stack, user, attemptId, IDS[index] ?? '', real) });

describe('a full exam in two parts', () => {
  it('runs part 1, locks it on submit, breaks, then runs part 2 and scores both', async () => {
    const { user, attemptId } = await candidate();
    const part1 = await detail(user, attemptId);
    expect(part1.attempt.parts).toEqual([
      { questionCount: 80, durationSeconds: 7200, breakSeconds: 1800 },
      { questionCount: 80, durationSeconds: 7200 },
    ]);
    expect(part1.questions).toHaveLength(80);
    expect(part1.questions[79]?.number).toBe(80);
    expect(part1.attempt.deadline).toBe(new Date(Date.parse(part1.attempt.startedAt) + 7_200_000).toISOString());

    expect((await answer(user, attemptId, 0)).status).toBe(200);
    expect((await answer(user, attemptId, 1, 'B')).status).toBe(200);
    const early = await answer(user, attemptId, 100);
    expect(early.status).toBe(409);
    expect(early.text).toContain('not started');

    const submitted = attemptSummarySchema.parse((await call(user, 'POST', `/attempts/${attemptId}/submit`, { part: 0 })).json());
    expect(submitted).toMatchObject({ status: 'in_progress', currentPart: 1, partStartedAt: null });
    expect(Date.parse(submitted.breakEndsAt ?? '') - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(Date.parse(submitted.breakEndsAt ?? '') - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    // Submitting part 1 again is answered with the same state; part 1 is locked.
    expect(attemptSummarySchema.parse((await call(user, 'POST', `/attempts/${attemptId}/submit`, { part: 0 })).json())).toMatchObject({ currentPart: 1 });
    const locked = await answer(user, attemptId, 2);
    expect(locked.status).toBe(409);
    expect(locked.text).toContain('locked');
    expect((await answer(user, attemptId, 90)).status).toBe(409);
    expect((await detail(user, attemptId)).questions).toEqual([]);

    const resumed = attemptSummarySchema.parse((await call(user, 'POST', `/attempts/${attemptId}/parts/1/start`)).json());
    expect(resumed.partStartedAt).not.toBeNull();
    expect(Date.parse(resumed.deadline) - Date.parse(resumed.partStartedAt ?? '')).toBe(7_200_000);
    const part2 = await detail(user, attemptId);
    expect(part2.questions.map((q) => q.number)).toEqual(Array.from({ length: 80 }, (_, i) => 81 + i));
    expect(JSON.stringify(part2.questions)).not.toContain('correctChoice');
    expect((await answer(user, attemptId, 150)).status).toBe(200);

    const done = attemptSummarySchema.parse((await call(user, 'POST', `/attempts/${attemptId}/submit`, { part: 1 })).json());
    expect(done).toMatchObject({ status: 'completed', correctCount: 2, totalQuestions: 160, score: 1.3 });
    const review = await detail(user, attemptId);
    expect(review.questions).toHaveLength(160);
    expect(review.questions.every((q) => q.review && q.choices[q.review.correctChoice] === 'Alpha')).toBe(true);
  });

  it('locks part 1 when its time runs out, and starts part 2 when the break runs out', async () => {
    const { user, attemptId } = await candidate();
    await answer(user, attemptId, 0);
    await setAttemptFields(stack, user, attemptId, { deadline: new Date(Date.now() - 60_000).toISOString() });
    // Nobody is watching: the scheduled sweep locks the part.
    await runSweep(stack);
    const onBreak = await detail(user, attemptId);
    expect(onBreak.attempt).toMatchObject({ status: 'in_progress', currentPart: 1, partStartedAt: null });
    expect(onBreak.attempt.breakEndsAt).toBe(new Date(Date.parse(onBreak.attempt.breakEndsAt ?? '')).toISOString());

    const breakEnded = new Date(Date.now() - 1000).toISOString();
    await setAttemptFields(stack, user, attemptId, { breakEndsAt: breakEnded, deadline: new Date(Date.parse(breakEnded) + 7_200_000).toISOString() });
    const running = await detail(user, attemptId);
    expect(running.attempt).toMatchObject({ currentPart: 1, partStartedAt: breakEnded, breakEndsAt: null });
    expect((await answer(user, attemptId, 80)).status).toBe(200);
  });

  it('submits the whole exam at once when asked to, counting unreached questions as wrong', async () => {
    const { user, attemptId } = await candidate();
    await answer(user, attemptId, 0);
    const done = attemptSummarySchema.parse((await call(user, 'POST', `/attempts/${attemptId}/submit`)).json());
    expect(done).toMatchObject({ status: 'completed', correctCount: 1, totalQuestions: 160 });
    expect((await call(user, 'POST', `/attempts/${attemptId}/parts/1/start`)).status).toBe(409);
    expect((await call(user, 'POST', `/attempts/${attemptId}/parts/x/start`)).status).toBe(400);
  });
});
