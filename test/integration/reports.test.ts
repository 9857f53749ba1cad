import { describe, expect, inject, it } from 'vitest';
import { attemptDetailSchema } from '#shared/api/attempts';
import { performanceResponseSchema } from '#shared/api/performance';
import { reportSchema } from '#shared/api/reports';
import { call as callAs } from '../support/api.ts';
import { bankQuestions, shownAs } from '../support/choices.ts';
import { signIn, signUpAndSignIn, signUpInGroup, type Tokens } from '../support/cognito.ts';
import { emailsTo } from '../support/ses.ts';

const stack = inject('stack');
const call = (user: Tokens, method: string, path: string, body?: unknown) => callAs(stack, user, method, path, body);

/** Takes the free diagnostic: the first `right` questions correctly, the rest with a wrong choice, the last unanswered. */
async function takeDiagnostic(user: Tokens, right: number, submit = true) {
  const { id } = (await call(user, 'POST', '/attempts', { examTemplateId: 'free-diagnostic' })).json() as { id: string };
  const open = attemptDetailSchema.parse((await call(user, 'GET', `/attempts/${id}`)).json());
  // The answers are not sent before submission: the test reads them from the bank instead, and
  // finds the letter this attempt shows the right one under (choices are shuffled per attempt).
  const bank = await bankQuestions(stack, open.questions.map((q) => q.id));
  await Promise.all(
    open.questions.slice(0, -1).map((q, i) => {
      const stored = bank.get(q.id);
      const correct = stored ? shownAs(q, stored) : 'A';
      const choice = i < right ? correct : correct === 'A' ? 'B' : 'A';
      return call(user, 'PUT', `/attempts/${id}/responses/${q.id}`, { choice, secondsSpent: 30 + i });
    }),
  );
  if (submit) expect((await call(user, 'POST', `/attempts/${id}/submit`)).status).toBe(200);
  return { id, questions: open.questions };
}

/** The report is written by the completion consumer a moment after submit (202 until then), as the report page waits for it. */
async function reportWritten(user: Tokens, attemptId: string) {
  await expect.poll(async () => (await call(user, 'GET', `/reports/${attemptId}`)).status, { timeout: 10_000, interval: 100 }).toBe(200);
}

describe('diagnostic reports', () => {
  it('are generated on submit, once, with the candidate’s own numbers', async () => {
    const user = await signUpAndSignIn(stack, { firstName: 'Tomas' });
    const { id, questions } = await takeDiagnostic(user, 10);
    await reportWritten(user, id);

    const [first, second] = await Promise.all([call(user, 'GET', `/reports/${id}`), call(user, 'GET', `/reports/${id}`)]);
    expect(first.status).toBe(200);
    const report = reportSchema.parse(first.json());
    expect(reportSchema.parse(second.json()).id).toBe(report.id);
    expect(report).toMatchObject({ examAttemptId: id, engine: 'deterministic' });
    const { performanceMetrics: m, comprehensiveAnalysis: a } = report.reportData;
    expect(m.overallPerformance).toMatchObject({ examName: 'Free Diagnostic', totalQuestions: 40, correctCount: 10, finalScore: 25, unansweredCount: 1, targetTimePerQuestion: 102 });
    expect(m.professionalResponsibility?.totalCount).toBe(8);
    // One study-guide entry per missed question (29 wrong, 1 unanswered), each citing the bank's rule.
    expect(a.actionableStudyGuide).toHaveLength(30);
    const last = questions[questions.length - 1];
    expect(a.actionableStudyGuide.find((e) => e.questionId === last?.id)?.mistakeSummary).toMatch(/^Not answered\./);
    const detail = attemptDetailSchema.parse((await call(user, 'GET', `/attempts/${id}`)).json());
    const rules = new Map(detail.questions.map((q) => [q.id, q.review?.ruleReference]));
    expect(a.actionableStudyGuide.every((e) => rules.get(e.questionId) === e.ruleReference)).toBe(true);

    // A given report by id, and the exam-completion email, sent once.
    expect(reportSchema.parse((await call(user, 'GET', `/reports/${id}/${report.id}`)).json()).id).toBe(report.id);
    await expect.poll(async () => (await emailsTo(stack, user.email, 'Your results for Free Diagnostic')).length).toBe(1);
    const [email] = await emailsTo(stack, user.email, 'Your results for Free Diagnostic');
    expect(email?.body.text).toContain(`/exam-session/${id}/results`);
    await call(user, 'POST', `/attempts/${id}/submit`);
    expect(await emailsTo(stack, user.email, 'Your results for Free Diagnostic')).toHaveLength(1);
  });

  it("are 404 for someone else, for an unfinished attempt, and for a report of another attempt; admins may read", async () => {
    const owner = await signUpAndSignIn(stack);
    const { id } = await takeDiagnostic(owner, 5);
    await reportWritten(owner, id);
    const report = reportSchema.parse((await call(owner, 'GET', `/reports/${id}`)).json());
    const other = await signUpAndSignIn(stack);
    expect((await call(other, 'GET', `/reports/${id}`)).status).toBe(404);
    expect((await call(other, 'GET', `/reports/${id}/${report.id}`)).status).toBe(404);
    const unfinished = await takeDiagnostic(other, 3, false);
    const notYet = await call(other, 'GET', `/reports/${unfinished.id}`);
    expect(notYet.status).toBe(404);
    expect(notYet.json()).toEqual({ error: 'not_found', message: 'Report not found' });
    expect((await call(other, 'GET', `/reports/${unfinished.id}/${report.id}`)).status).toBe(404);
    expect((await call(owner, 'GET', '/reports/not-a-uuid')).status).toBe(400);
    const admin = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, stack.adminEmail, stack.adminPassword);
    expect(reportSchema.parse((await call(admin, 'GET', `/reports/${id}`)).json()).id).toBe(report.id);
    // A content manager runs the questions, not the candidates: someone else's report is a 404.
    const contentManager = await signUpInGroup(stack, 'content_manager');
    expect((await call(contentManager, 'GET', `/reports/${id}`)).status).toBe(404);
  });
});

describe('a report being written', () => {
  it('answers 202 with Retry-After until the completion consumer has written it, then the report', async () => {
    const user = await signUpAndSignIn(stack);
    const { id } = await takeDiagnostic(user, 4);
    const statuses: number[] = [];
    for (;;) {
      const response = await fetch(`${stack.url}/api/reports/${id}`, { headers: { authorization: `Bearer ${user.accessToken}` } });
      statuses.push(response.status);
      if (response.status === 202) {
        expect(response.headers.get('retry-after')).toBe('2');
        expect(await response.json()).toEqual({ status: 'processing', message: 'Your report is being prepared.' });
      } else {
        expect(response.status).toBe(200);
        expect(reportSchema.parse(await response.json()).examAttemptId).toBe(id);
        break;
      }
      expect(statuses.length).toBeLessThan(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});

describe('GET /api/performance', () => {
  it('summarises completed attempts: stats, trend, topics and improvement areas', async () => {
    const user = await signUpAndSignIn(stack);
    const empty = performanceResponseSchema.parse((await call(user, 'GET', '/performance')).json());
    expect(empty.stats).toEqual({ completedExams: 0, averageScore: null, currentStreak: 0 });
    await takeDiagnostic(user, 20);
    const summary = performanceResponseSchema.parse((await call(user, 'GET', '/performance')).json());
    expect(summary.stats).toEqual({ completedExams: 1, averageScore: 50, currentStreak: 1 });
    expect(summary.scoreTrend).toHaveLength(1);
    expect(summary.topics.reduce((sum, t) => sum + t.total, 0)).toBe(40);
    expect(summary.weekly.current.attempts).toBe(1);
    expect(summary.improvementAreas.length).toBeLessThanOrEqual(2);
    expect(summary.improvementAreas.every((t) => t.accuracy < 70)).toBe(true);
  });
});
