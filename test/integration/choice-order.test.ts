import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { attemptDetailSchema, attemptSummarySchema, saveResponseResultSchema, type PresentedQuestion } from '#shared/api/attempts';
import { reportSchema } from '#shared/api/reports';
import { choiceIds, type ChoiceId, type Question } from '#shared/exam/question';
import { attemptKey } from '../../functions/data/attempts.ts';
import { db, tableName } from '../../functions/lib/clients.ts';
import { call as callAs, putTemplate, userIdOf } from '../support/api.ts';
import { bankQuestions, letterShowing, shownAs } from '../support/choices.ts';
import { signUpAndSignIn, type Tokens } from '../support/cognito.ts';
import { pointAtStackTable } from '../support/stack-table.ts';

const stack = inject('stack');
const call = (user: Tokens, method: string, path: string, body?: unknown) => callAs(stack, user, method, path, body);

/** A free quiz of four bank questions, for tutor mode and for an attempt stored before choices were shuffled. */
const QUIZ = 'test-choice-order-quiz';
const QUIZ_QUESTIONS = ['BAR-ETH-0001', 'BAR-CRIM-0001', 'SOL-RE-0001', 'SOL-EST-0001'];

beforeAll(async () => {
  await putTemplate(stack, { id: QUIZ, examType: 'QUIZ_FREE_SAMPLE', questionIds: QUIZ_QUESTIONS, durationMinutes: 8 });
});

async function start(user: Tokens, body: Record<string, unknown>) {
  const response = await call(user, 'POST', '/attempts', body);
  expect(response.status, response.text).toBe(201);
  return attemptSummarySchema.parse(response.json()).id;
}

async function detail(user: Tokens, attemptId: string) {
  const response = await call(user, 'GET', `/attempts/${attemptId}`);
  expect(response.status).toBe(200);
  return attemptDetailSchema.parse(response.json());
}

/** The order a question's choices were served in, as their texts. */
const servedOrder = (q: PresentedQuestion) => choiceIds.map((id) => q.choices[id]).join(' | ');

/** The bank's question behind a served one. */
function stored(bank: Map<string, Question>, q: PresentedQuestion): Question {
  const question = bank.get(q.id);
  if (!question) throw new Error(`${q.id} is not in the bank`);
  return question;
}

/**
 * A wrong letter for a served question: where it can, the question's real correct letter (which
 * a server that ignored the order would score as right), else the first other wrong one.
 */
function wrongLetter(q: PresentedQuestion, bankQuestion: Question): ChoiceId {
  const right = shownAs(q, bankQuestion);
  return bankQuestion.correctChoice !== right ? bankQuestion.correctChoice : (choiceIds.find((id) => id !== right) ?? 'A');
}

async function reportOf(user: Tokens, attemptId: string) {
  await expect.poll(async () => (await call(user, 'GET', `/reports/${attemptId}`)).status, { timeout: 10_000, interval: 100 }).toBe(200);
  return reportSchema.parse((await call(user, 'GET', `/reports/${attemptId}`)).json()).reportData;
}

describe('choices shuffled per attempt', () => {
  it('shows two attempts of one template in different orders, and scores, reviews and reports each in its own letters', async () => {
    const [ana, ben] = await Promise.all([signUpAndSignIn(stack), signUpAndSignIn(stack)]);
    const [anaId, benId] = await Promise.all([start(ana, { examTemplateId: 'free-diagnostic' }), start(ben, { examTemplateId: 'free-diagnostic' })]);
    const [anaOpen, benOpen] = await Promise.all([detail(ana, anaId), detail(ben, benId)]);
    const ids = anaOpen.questions.map((q) => q.id);
    expect(ids).toHaveLength(40);
    expect(benOpen.questions.map((q) => q.id)).toEqual(ids);
    const bank = await bankQuestions(stack, ids);

    // The same choices, in an order of each attempt's own: the two lists of orders differ.
    for (const open of [anaOpen, benOpen]) {
      for (const q of open.questions) expect(Object.values(q.choices).sort()).toEqual(Object.values(stored(bank, q).choices).sort());
    }
    expect(anaOpen.questions.map(servedOrder)).not.toEqual(benOpen.questions.map(servedOrder));
    expect(anaOpen.questions.map(servedOrder)).not.toEqual(anaOpen.questions.map((q) => servedOrder({ ...q, choices: stored(bank, q).choices })));
    // A resumed attempt keeps its order.
    expect((await detail(ana, anaId)).questions.map(servedOrder)).toEqual(anaOpen.questions.map(servedOrder));

    // Ana answers every question with the letter that shows the right answer, and strikes out a
    // wrong one on the first; Ben answers 10 right, 29 wrong, and leaves the last one.
    const anaChoices = new Map(anaOpen.questions.map((q) => [q.id, shownAs(q, stored(bank, q))]));
    const benChoices = new Map(
      benOpen.questions.slice(0, -1).map((q, i) => [q.id, i < 10 ? shownAs(q, stored(bank, q)) : wrongLetter(q, stored(bank, q))]),
    );
    const first = anaOpen.questions[0];
    if (!first) throw new Error('no question');
    const struck = choiceIds.filter((id) => id !== anaChoices.get(first.id)).slice(0, 2);
    const anaSaves = await Promise.all(
      [...anaChoices].map(([id, choice]) =>
        call(ana, 'PUT', `/attempts/${anaId}/responses/${id}`, { choice, secondsSpent: 20, ...(id === first.id ? { struckOut: struck } : {}) }),
      ),
    );
    const benSaves = await Promise.all([...benChoices].map(([id, choice]) => call(ben, 'PUT', `/attempts/${benId}/responses/${id}`, { choice, secondsSpent: 20 })));
    expect([...anaSaves, ...benSaves].every((saved) => saved.status === 200)).toBe(true);

    // The answers read back in the letters that were shown, strike-outs too.
    const anaSaved = await detail(ana, anaId);
    expect(Object.fromEntries(Object.entries(anaSaved.responses).map(([id, r]) => [id, r.choice]))).toEqual(Object.fromEntries(anaChoices));
    expect(anaSaved.responses[first.id]?.struckOut).toEqual(struck);

    const [anaDone, benDone] = await Promise.all([call(ana, 'POST', `/attempts/${anaId}/submit`), call(ben, 'POST', `/attempts/${benId}/submit`)]);
    expect(attemptSummarySchema.parse(anaDone.json())).toMatchObject({ status: 'completed', correctCount: 40, score: 100 });
    expect(attemptSummarySchema.parse(benDone.json())).toMatchObject({ status: 'completed', correctCount: 10, score: 25 });

    // The review keeps each attempt's order: the correct letter shows the right answer, each
    // explanation sits under the choice it explains, and the answers are the letters chosen.
    for (const [user, attemptId, open, chosen] of [
      [ana, anaId, anaOpen, anaChoices],
      [ben, benId, benOpen, benChoices],
    ] as const) {
      const review = await detail(user, attemptId);
      expect(review.questions.map(servedOrder)).toEqual(open.questions.map(servedOrder));
      for (const q of review.questions) {
        const bankQuestion = stored(bank, q);
        expect(q.review?.correctChoice).toBe(shownAs(q, bankQuestion));
        for (const id of choiceIds) {
          const real = choiceIds.find((r) => bankQuestion.choices[r] === q.choices[id]) ?? 'A';
          expect(q.review?.explanations[id]).toBe(bankQuestion.explanations[real]);
        }
        expect(review.responses[q.id]?.choice ?? null).toBe(chosen.get(q.id) ?? null);
      }
    }

    // The reports: Ana's has nothing to study; Ben's names the letters he saw, with their texts.
    const [anaReport, benReport] = await Promise.all([reportOf(ana, anaId), reportOf(ben, benId)]);
    expect(anaReport.performanceMetrics.overallPerformance).toMatchObject({ correctCount: 40, finalScore: 100, unansweredCount: 0 });
    expect(anaReport.comprehensiveAnalysis.actionableStudyGuide).toEqual([]);
    expect(benReport.performanceMetrics.overallPerformance).toMatchObject({ correctCount: 10, finalScore: 25, unansweredCount: 1 });
    const guide = benReport.comprehensiveAnalysis.actionableStudyGuide;
    expect(guide).toHaveLength(30);
    for (const q of benOpen.questions.slice(10)) {
      const entry = guide.find((e) => e.questionId === q.id);
      const right = shownAs(q, stored(bank, q));
      const answer = `the answer is ${right} ("${q.choices[right].slice(0, 60)}`;
      const choice = benChoices.get(q.id);
      if (choice) {
        expect(entry?.mistakeSummary).toContain(`You chose ${choice} ("${q.choices[choice].slice(0, 60)}`);
        expect(entry?.mistakeSummary).toContain(answer);
        expect(entry?.mistakeSummary).toContain(`Why ${choice} is wrong:`);
      } else {
        expect(entry?.mistakeSummary).toMatch(/^Not answered\./);
        expect(entry?.mistakeSummary).toContain(answer.replace('the answer', 'The answer'));
      }
    }
  });

  it('answers a tutor-mode choice with the review in the letters shown, and locks it in them', async () => {
    const user = await signUpAndSignIn(stack);
    const attemptId = await start(user, { examTemplateId: QUIZ, mode: 'tutor' });
    const open = await detail(user, attemptId);
    const bank = await bankQuestions(stack, QUIZ_QUESTIONS);
    const q = open.questions[0];
    if (!q) throw new Error('no question');
    const bankQuestion = stored(bank, q);
    const wrong = wrongLetter(q, bankQuestion);

    const answered = await call(user, 'PUT', `/attempts/${attemptId}/responses/${q.id}`, { choice: wrong });
    expect(answered.status).toBe(200);
    const { review } = saveResponseResultSchema.parse(answered.json());
    expect(review?.correctChoice).toBe(shownAs(q, bankQuestion));
    expect(review?.explanations[wrong]).toBe(bankQuestion.explanations[choiceIds.find((r) => bankQuestion.choices[r] === q.choices[wrong]) ?? 'A']);
    // The same letter again (a retried request) is fine; the right one now is refused.
    expect((await call(user, 'PUT', `/attempts/${attemptId}/responses/${q.id}`, { choice: wrong })).status).toBe(200);
    expect((await call(user, 'PUT', `/attempts/${attemptId}/responses/${q.id}`, { choice: shownAs(q, bankQuestion) })).status).toBe(409);
    const after = await detail(user, attemptId);
    expect(after.responses[q.id]?.choice).toBe(wrong);
    expect(after.questions[0]?.review?.correctChoice).toBe(shownAs(q, bankQuestion));
  });

  it('shows an attempt stored before choices were shuffled in the bank’s own order', async () => {
    const user = await signUpAndSignIn(stack);
    const attemptId = await start(user, { examTemplateId: QUIZ });
    // As stored before this change: no choiceOrders attribute at all.
    pointAtStackTable(stack);
    await db().send(new UpdateCommand({ TableName: tableName(), Key: attemptKey(userIdOf(user), attemptId), UpdateExpression: 'REMOVE choiceOrders' }));
    const bank = await bankQuestions(stack, QUIZ_QUESTIONS);
    const open = await detail(user, attemptId);
    for (const q of open.questions) expect(q.choices).toEqual(stored(bank, q).choices);
    for (const q of open.questions) {
      const saved = await call(user, 'PUT', `/attempts/${attemptId}/responses/${q.id}`, { choice: stored(bank, q).correctChoice });
      expect(saved.status).toBe(200);
    }
    expect(attemptSummarySchema.parse((await call(user, 'POST', `/attempts/${attemptId}/submit`)).json())).toMatchObject({ correctCount: 4, score: 100 });
    const review = await detail(user, attemptId);
    expect(review.questions.map((q) => q.review?.correctChoice)).toEqual(review.questions.map((q) => stored(bank, q).correctChoice));
    expect(review.questions.map((q) => letterShowing(q, stored(bank, q).choices[stored(bank, q).correctChoice]))).toEqual(
      review.questions.map((q) => stored(bank, q).correctChoice),
    );
  });
});
