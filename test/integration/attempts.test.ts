import { beforeAll, describe, expect, inject, it } from 'vitest';
import { attemptDetailSchema, attemptSummarySchema, saveResponseResultSchema } from '#shared/api/attempts';
import { PACKS } from '#shared/catalogue';
import { choiceIds, type ChoiceId } from '#shared/exam/question';
import { readBankFiles } from '../../functions/question-bank/import-bank.ts';
import { parseBank } from '../../functions/question-bank/parse-bank.ts';
import { signUpAndSignIn, type Tokens } from '../support/cognito.ts';
import { call as callAs, givePurchase, putQuestions, putTemplate } from '../support/api.ts';
import { setAttemptFields } from '../support/api.ts';
import { letterShowing, letterShown } from '../support/choices.ts';

const stack = inject('stack');
const call = (user: Tokens, method: string, path: string, body?: unknown) => callAs(stack, user, method, path, body);

/** A free sample and a free quiz made of starter-bank questions, so these tests do not depend on the seeded sets. */
const SAMPLE = 'test-free-sample';
const QUIZ = 'test-free-quiz';
const QUESTIONS = ['BAR-ETH-0001', 'BAR-CRIM-0001', 'SOL-RE-0001', 'SOL-EST-0001'];
/** Their real correct letters, as the bank holds them; each attempt shows the choices in its own order (`shown`). */
const bank = new Map(parseBank(await readBankFiles()).questions.map((q) => [q.id, q]));
const CORRECT = Object.fromEntries(QUESTIONS.map((id) => [id, bank.get(id)?.correctChoice ?? 'A'])) as Record<string, ChoiceId>;
const key = (id: string): ChoiceId => CORRECT[id] ?? 'A';
/** Real choices that are wrong for a question, in order. */
const wrongs = (id: string) => choiceIds.filter((c) => c !== key(id));
const COMING_SOON = 'test-coming-soon';
/** A free sample of 60 test questions (answer A), for saves racing a submit. */
const RACE = 'test-free-race';
const RACE_IDS = Array.from({ length: 60 }, (_, i) => `BAR-RACE-${String(i + 1).padStart(4, '0')}`);

beforeAll(async () => {
  await putTemplate(stack, { id: SAMPLE, examType: 'FREE_SAMPLE', questionIds: QUESTIONS, durationMinutes: 10 });
  await putTemplate(stack, { id: QUIZ, examType: 'QUIZ_FREE_SAMPLE', questionIds: QUESTIONS, durationMinutes: 8 });
  // A paid template whose questions the bank does not hold yet.
  await putTemplate(stack, { id: COMING_SOON, examType: 'QUIZ_BARRISTER', questionIds: ['BAR-ETH-0001'], numberOfQuestions: 40, durationMinutes: 68, packageId: PACKS.barrister.id });
  await putQuestions(stack, RACE_IDS);
  await putTemplate(stack, { id: RACE, examType: 'FREE_SAMPLE', questionIds: RACE_IDS, durationMinutes: 60 });
});

async function start(user: Tokens, body: Record<string, unknown> = { examTemplateId: SAMPLE }) {
  const response = await call(user, 'POST', '/attempts', body);
  return { ...response, attempt: response.status < 300 ? attemptSummarySchema.parse(response.json()) : undefined };
}

async function detail(user: Tokens, attemptId: string) {
  const response = await call(user, 'GET', `/attempts/${attemptId}`);
  expect(response.status).toBe(200);
  return { text: response.text, ...attemptDetailSchema.parse(response.json()) };
}

/** The letter this attempt shows a question's real choice under. */
const shown = (user: Tokens, attemptId: string, questionId: string, real: ChoiceId) => letterShown(stack, user, attemptId, questionId, real);

describe('starting an attempt', () => {
  it('refuses paid content without a pack (403), unknown exams (404), coming-soon ones (409) and bad bodies (400)', async () => {
    const user = await signUpAndSignIn(stack);
    expect((await start(user, { examTemplateId: 'bar-full-1' })).status).toBe(403);
    expect((await start(user, { examTemplateId: 'no-such-exam' })).status).toBe(404);
    expect((await start(user, { examTemplateId: SAMPLE, extra: true })).status).toBe(400);
    expect((await start(user, { examTemplateId: SAMPLE, mode: 'relaxed' })).status).toBe(400);
    const owner = await signUpAndSignIn(stack);
    await givePurchase(stack, owner, PACKS.barrister.id, null);
    const soon = await start(owner, { examTemplateId: COMING_SOON });
    expect(soon.status).toBe(409);
    expect(soon.text).toContain('coming soon');
    // None of those left an attempt behind.
    expect((await call(user, 'GET', '/attempts')).json()).toEqual({ items: [], nextCursor: null });
  });

  it('keeps tutor mode for quizzes: the diagnostic and full exams are always timed', async () => {
    const user = await signUpAndSignIn(stack);
    const refused = await start(user, { examTemplateId: 'free-diagnostic', mode: 'tutor' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Tutor mode is available for quizzes only');
  });

  it('never sends correct answers or explanations before submission, and resumes the open attempt', async () => {
    const user = await signUpAndSignIn(stack);
    const first = await start(user);
    expect(first.status).toBe(201);
    const attemptId = first.attempt?.id ?? '';
    const open = await detail(user, attemptId);
    expect(open.questions.map((q) => q.id)).toEqual(QUESTIONS);
    expect(open.questions.map((q) => q.number)).toEqual([1, 2, 3, 4]);
    expect(open.text).not.toMatch(/correctChoice|explanations|ruleReference|openBookLocation|subtopic/);
    expect(open.text).not.toContain('Correct.');
    expect(Date.parse(open.attempt.deadline) - Date.parse(open.attempt.startedAt)).toBe(10 * 60_000);
    expect(open.attempt).toMatchObject({ mode: 'timed', parts: [{ questionCount: 4, durationSeconds: 600 }], currentPart: 0, templateName: `Test ${SAMPLE}` });

    const again = await start(user);
    expect(again).toMatchObject({ status: 200, attempt: { id: attemptId } });
    const restarted = await start(user, { examTemplateId: SAMPLE, restart: true });
    expect(restarted.status).toBe(201);
    expect(restarted.attempt?.id).not.toBe(attemptId);
    expect((await detail(user, attemptId)).attempt.status).toBe('abandoned');
    expect((await call(user, 'POST', `/attempts/${attemptId}/submit`)).status).toBe(409);
  });

  it('creates one open attempt when one exam is started, or restarted, several times at once', async () => {
    const user = await signUpAndSignIn(stack);
    const starts = await Promise.all(Array.from({ length: 6 }, () => start(user)));
    expect(starts.map((s) => s.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(starts.map((s) => s.attempt?.id ?? ''));
    expect(ids.size).toBe(1);

    const restarts = await Promise.all(Array.from({ length: 4 }, () => start(user, { examTemplateId: SAMPLE, restart: true })));
    expect(restarts.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    for (const r of restarts) ids.add(r.attempt?.id ?? '');
    const statuses = await Promise.all([...ids].map(async (id) => (await detail(user, id)).attempt.status));
    expect(statuses.filter((status) => status === 'started' || status === 'in_progress')).toHaveLength(1);
    // The one left open is the one the next start resumes.
    const open = [...ids][statuses.findIndex((status) => status === 'started')];
    expect(await start(user)).toMatchObject({ status: 200, attempt: { id: open } });
  });

  it('applies the candidate’s time accommodation to the deadline of new timed attempts', async () => {
    const user = await signUpAndSignIn(stack);
    expect((await call(user, 'PATCH', '/me', { timeMultiplier: 3 })).status).toBe(400);
    const me = await call(user, 'PATCH', '/me', { timeMultiplier: 1.5 });
    expect(me.status).toBe(200);
    expect(me.json()).toMatchObject({ timeMultiplier: 1.5 });
    const { attempt } = await start(user);
    expect(attempt).toMatchObject({ timeMultiplier: 1.5, parts: [{ durationSeconds: 900 }] });
    expect(Date.parse(attempt?.deadline ?? '') - Date.parse(attempt?.startedAt ?? '')).toBe(15 * 60_000);
  });
});

describe('answering and submitting', () => {
  it('keeps two concurrent saves of different questions, scores once, and refuses saves after submit', async () => {
    const user = await signUpAndSignIn(stack);
    const attemptId = (await start(user)).attempt?.id ?? '';
    // Right on the first question, wrong on the second, with another wrong choice struck out.
    const right = await shown(user, attemptId, 'BAR-ETH-0001', key('BAR-ETH-0001'));
    const [wrongReal, struckReal] = wrongs('BAR-CRIM-0001') as [ChoiceId, ChoiceId];
    const [wrong, struck] = await Promise.all([shown(user, attemptId, 'BAR-CRIM-0001', wrongReal), shown(user, attemptId, 'BAR-CRIM-0001', struckReal)]);
    const [a, b] = await Promise.all([
      call(user, 'PUT', `/attempts/${attemptId}/responses/BAR-ETH-0001`, { choice: right, secondsSpent: 30 }),
      call(user, 'PUT', `/attempts/${attemptId}/responses/BAR-CRIM-0001`, { choice: wrong, flagged: true, struckOut: [struck], highlights: [{ start: 0, end: 6 }] }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json()).toEqual({ status: 'saved' });
    await call(user, 'PUT', `/attempts/${attemptId}/responses/BAR-ETH-0001`, { secondsSpent: 15, confidence: 'sure' });
    const saved = await detail(user, attemptId);
    expect(saved.attempt.status).toBe('in_progress');
    expect(saved.responses['BAR-ETH-0001']).toMatchObject({ choice: right, secondsSpent: 45, confidence: 'sure' });
    expect(saved.responses['BAR-CRIM-0001']).toMatchObject({ choice: wrong, flagged: true, struckOut: [struck], highlights: [{ start: 0, end: 6 }] });
    expect((await call(user, 'PUT', `/attempts/${attemptId}/responses/SOL-RE-0002`, { choice: 'A' })).status).toBe(404);
    expect((await call(user, 'PUT', `/attempts/${attemptId}/responses/not-a-question`, { choice: 'A' })).status).toBe(400);
    expect((await call(user, 'PUT', `/attempts/${attemptId}/responses/SOL-RE-0001`, { choice: 'E' })).status).toBe(400);
    expect((await call(user, 'PUT', `/attempts/${attemptId}/responses/SOL-RE-0001`, { highlights: [{ start: 5, end: 2 }] })).status).toBe(400);
    expect((await call(user, 'PUT', `/attempts/${attemptId}/responses/SOL-RE-0001`, {})).status).toBe(400);

    const [first, second] = await Promise.all([call(user, 'POST', `/attempts/${attemptId}/submit`), call(user, 'POST', `/attempts/${attemptId}/submit`)]);
    const one = attemptSummarySchema.parse(first.json());
    const two = attemptSummarySchema.parse(second.json());
    expect(one).toMatchObject({ status: 'completed', correctCount: 1, score: 25, totalQuestions: 4 });
    expect(two.completedAt).toBe(one.completedAt);
    const third = attemptSummarySchema.parse((await call(user, 'POST', `/attempts/${attemptId}/submit`)).json());
    expect(third).toEqual(one);

    const late = await call(user, 'PUT', `/attempts/${attemptId}/responses/SOL-RE-0001`, { choice: 'B' });
    expect(late.status).toBe(409);
    expect((await call(user, 'PUT', `/attempts/${attemptId}/position`, { questionIndex: 2 })).status).toBe(409);
    const reviewed = await detail(user, attemptId);
    expect(reviewed.responses['SOL-RE-0001']).toBeUndefined();
    expect(reviewed.attempt.correctCount).toBe(1);
    expect(reviewed.questions.map((q) => q.review?.correctChoice)).toEqual(await Promise.all(QUESTIONS.map((id) => shown(user, attemptId, id, key(id)))));
    expect(reviewed.questions[0]?.review).toMatchObject({ ruleReference: expect.stringContaining('r. 3.3-3'), subtopic: bank.get('BAR-ETH-0001')?.subtopic });
  });

  it('scores every answer it acknowledged while the attempt was being submitted, and refuses the rest', async () => {
    for (let run = 1; run <= 3; run += 1) {
      const user = await signUpAndSignIn(stack);
      const attemptId = (await start(user, { examTemplateId: RACE })).attempt?.id ?? '';
      const correct = new Map((await detail(user, attemptId)).questions.map((q) => [q.id, letterShowing(q, 'Alpha')]));
      const queue = [...RACE_IDS];
      const acknowledged: string[] = [];
      const refused: string[] = [];
      let submitting: ReturnType<typeof call> | undefined;
      // Eight tabs' worth of saves (each the correct answer), with the submit sent while they run.
      const saver = async () => {
        for (let id = queue.shift(); id; id = queue.shift()) {
          const saved = await call(user, 'PUT', `/attempts/${attemptId}/responses/${id}`, { choice: correct.get(id) });
          expect([200, 409], saved.text).toContain(saved.status);
          (saved.status === 200 ? acknowledged : refused).push(id);
          if (acknowledged.length === 8) submitting ??= call(user, 'POST', `/attempts/${attemptId}/submit`);
        }
      };
      await Promise.all(Array.from({ length: 8 }, saver));
      const submitted = await submitting;
      expect(submitted?.status).toBe(200);
      const result = attemptSummarySchema.parse(submitted?.json());
      expect(result.status).toBe('completed');
      expect(result.correctCount, `run ${run}: ${acknowledged.length} saves acknowledged, ${refused.length} refused`).toBe(acknowledged.length);
      // And what the review shows agrees: exactly the acknowledged answers were kept.
      expect(Object.keys((await detail(user, attemptId)).responses).sort()).toEqual([...acknowledged].sort());
    }
  });

  it('refuses an answer after the deadline and submits what was saved', async () => {
    const user = await signUpAndSignIn(stack);
    const attemptId = (await start(user)).attempt?.id ?? '';
    await call(user, 'PUT', `/attempts/${attemptId}/responses/SOL-RE-0001`, { choice: await shown(user, attemptId, 'SOL-RE-0001', key('SOL-RE-0001')) });
    // Time passes: the deadline moves a minute into the past (the grace period is 30 s).
    await setAttemptFields(stack, user, attemptId, { deadline: new Date(Date.now() - 60_000).toISOString() });
    expect((await call(user, 'PUT', `/attempts/${attemptId}/responses/SOL-EST-0001`, { choice: 'B' })).status).toBe(409);
    const settled = await detail(user, attemptId);
    expect(settled.attempt).toMatchObject({ status: 'completed', correctCount: 1 });
    expect(settled.responses['SOL-EST-0001']).toBeUndefined();
    // It is in the history, scored, without anyone pressing submit.
    const history = (await call(user, 'GET', '/attempts')).json() as { items: { attemptId: string; score: number }[] };
    expect(history.items).toEqual([expect.objectContaining({ attemptId, score: 25 })]);
  });

  it('accepts a save a few seconds after the deadline (the grace period)', async () => {
    const user = await signUpAndSignIn(stack);
    const attemptId = (await start(user)).attempt?.id ?? '';
    await setAttemptFields(stack, user, attemptId, { deadline: new Date(Date.now() - 5_000).toISOString() });
    expect((await call(user, 'PUT', `/attempts/${attemptId}/responses/SOL-EST-0001`, { choice: 'B' })).status).toBe(200);
  });

  it('remembers the position and the notes for a refresh or another device', async () => {
    const user = await signUpAndSignIn(stack);
    const attemptId = (await start(user)).attempt?.id ?? '';
    expect((await call(user, 'PUT', `/attempts/${attemptId}/position`, { questionIndex: 2 })).status).toBe(200);
    expect((await call(user, 'PUT', `/attempts/${attemptId}/position`, { questionIndex: 9 })).status).toBe(400);
    expect((await call(user, 'PUT', `/attempts/${attemptId}/notes`, { text: 'Reverse onus: s. 515(6)' })).status).toBe(200);
    expect((await call(user, 'PUT', `/attempts/${attemptId}/notes`, { text: 'x'.repeat(20_001) })).status).toBe(400);
    const resumed = await detail(user, attemptId);
    expect(resumed.attempt.currentQuestionIndex).toBe(2);
    expect(resumed.notes).toBe('Reverse onus: s. 515(6)');
  });

  it("answers 404 to every route for someone else's attempt, and changes nothing", async () => {
    const owner = await signUpAndSignIn(stack);
    const other = await signUpAndSignIn(stack);
    const attemptId = (await start(owner)).attempt?.id ?? '';
    expect((await call(other, 'GET', `/attempts/${attemptId}`)).status).toBe(404);
    expect((await call(other, 'PUT', `/attempts/${attemptId}/responses/BAR-ETH-0001`, { choice: 'A' })).status).toBe(404);
    expect((await call(other, 'PUT', `/attempts/${attemptId}/position`, { questionIndex: 1 })).status).toBe(404);
    expect((await call(other, 'PUT', `/attempts/${attemptId}/notes`, { text: 'mine now' })).status).toBe(404);
    expect((await call(other, 'POST', `/attempts/${attemptId}/submit`)).status).toBe(404);
    expect((await call(other, 'POST', `/attempts/${attemptId}/parts/1/start`)).status).toBe(404);
    const untouched = await detail(owner, attemptId);
    expect(untouched.responses).toEqual({});
    expect(untouched.notes).toBe('');
    expect(untouched.attempt).toMatchObject({ status: 'started', currentQuestionIndex: 0 });
  });
});

describe('tutor mode', () => {
  it('reveals a question’s answer once it is answered, and locks that answer', async () => {
    const user = await signUpAndSignIn(stack);
    const { attempt, status } = await start(user, { examTemplateId: QUIZ, mode: 'tutor' });
    expect(status).toBe(201);
    const attemptId = attempt?.id ?? '';
    expect(attempt?.mode).toBe('tutor');

    const flagged = await call(user, 'PUT', `/attempts/${attemptId}/responses/BAR-ETH-0001`, { flagged: true });
    expect(flagged.json()).toEqual({ status: 'saved' });
    // A wrong answer: the review comes back in the letters this attempt shows.
    const [wrong, right] = await Promise.all([shown(user, attemptId, 'BAR-ETH-0001', wrongs('BAR-ETH-0001')[0] ?? 'A'), shown(user, attemptId, 'BAR-ETH-0001', key('BAR-ETH-0001'))]);
    const answered = saveResponseResultSchema.parse((await call(user, 'PUT', `/attempts/${attemptId}/responses/BAR-ETH-0001`, { choice: wrong })).json());
    expect(answered.review).toMatchObject({ correctChoice: right, ruleReference: expect.stringContaining('3.3-3') });
    expect(answered.review?.explanations.A).toBeTruthy();

    // The same answer again (a retried request) is fine; another one is refused.
    expect((await call(user, 'PUT', `/attempts/${attemptId}/responses/BAR-ETH-0001`, { choice: wrong })).status).toBe(200);
    const changed = await call(user, 'PUT', `/attempts/${attemptId}/responses/BAR-ETH-0001`, { choice: right });
    expect(changed.status).toBe(409);
    expect(changed.text).toContain('locked');
    expect((await call(user, 'PUT', `/attempts/${attemptId}/responses/BAR-ETH-0001`, { choice: null })).status).toBe(400);

    const open = await detail(user, attemptId);
    expect(open.responses['BAR-ETH-0001']?.choice).toBe(wrong);
    expect(open.questions.filter((q) => q.review).map((q) => q.id)).toEqual(['BAR-ETH-0001']);
    expect(JSON.stringify(open.questions.slice(1))).not.toMatch(/correctChoice|explanations/);
  });
});

describe('exam history', () => {
  it('lists completed attempts newest first, a page at a time', async () => {
    const user = await signUpAndSignIn(stack);
    const completed: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const id = (await start(user, { examTemplateId: SAMPLE, restart: true })).attempt?.id ?? '';
      await call(user, 'PUT', `/attempts/${id}/responses/BAR-ETH-0001`, { choice: await shown(user, id, 'BAR-ETH-0001', key('BAR-ETH-0001')) });
      expect((await call(user, 'POST', `/attempts/${id}/submit`)).status).toBe(200);
      completed.unshift(id);
    }
    const first = (await call(user, 'GET', '/attempts?status=completed&limit=2')).json() as { items: { attemptId: string; score: number }[]; nextCursor: string };
    expect(first.items.map((i) => i.attemptId)).toEqual(completed.slice(0, 2));
    expect(first.items[0]).toMatchObject({ score: 25, templateName: `Test ${SAMPLE}`, totalQuestions: 4, correctCount: 1, mode: 'timed' });
    const second = (await call(user, 'GET', `/attempts?limit=2&cursor=${first.nextCursor}`)).json() as { items: { attemptId: string }[]; nextCursor: string | null };
    expect(second.items.map((i) => i.attemptId)).toEqual(completed.slice(2));
    expect(second.nextCursor).toBeNull();

    expect((await call(user, 'GET', '/attempts?limit=0')).status).toBe(400);
    expect((await call(user, 'GET', '/attempts?status=abandoned')).status).toBe(400);
    // A cursor is only good for its own history.
    const other = await signUpAndSignIn(stack);
    expect((await call(other, 'GET', `/attempts?cursor=${first.nextCursor}`)).status).toBe(400);
    expect((await call(other, 'GET', '/attempts?cursor=bm9wZQ')).status).toBe(400);
  });
});
