import type { QuestionReport, ReportQuestionRequest } from '#shared/api/question-reports';
import { orderOf } from '#shared/exam/choice-order';
import type { Caller } from '../api/caller.ts';
import { consumeRateLimit } from '../auth/rate-limiter.ts';
import { getAttempt, type Attempt } from '../data/attempts.ts';
import { listAttemptQuestionReports, putQuestionReport, type QuestionReportRecord } from '../data/question-reports.ts';
import { getCurrentQuestions } from '../data/questions.ts';
import { getResponse } from '../data/responses.ts';
import { ConflictError, NotFoundError } from '../lib/errors.ts';

/**
 * Candidates report problems with questions (wrong answer, unclear, outdated, typo, other) for the
 * admin area to triage (docs/exam-engine.md). A question can be reported by the attempt's owner
 * once it is answered, or from the review once the attempt is completed; once per attempt.
 */

function asSeenByAuthor(report: QuestionReportRecord): QuestionReport {
  return { questionId: report.questionId, reason: report.reason, comment: report.comment, status: report.status, createdAt: report.createdAt };
}

/** The caller's attempt, or 404 for anyone else's (as every attempt route answers). */
async function ownAttempt(caller: Caller, attemptId: string): Promise<Attempt> {
  const attempt = await getAttempt(caller.userId, attemptId);
  if (!attempt) throw new NotFoundError('Attempt not found');
  return attempt;
}

/**
 * Stores the caller's report of a question of their attempt. Every try counts against the
 * caller's questionReport limit (30 an hour, then 429), refused ones too, so the rules below
 * cannot be probed at speed. 404 for anyone else's attempt or a question not in it; 409 while the
 * attempt runs and the question has no saved answer, and for a second report of it.
 */
export async function reportQuestion(caller: Caller, attemptId: string, questionId: string, request: ReportQuestionRequest): Promise<QuestionReport> {
  await consumeRateLimit('questionReport', { identifier: caller.userId });
  const attempt = await ownAttempt(caller, attemptId);
  if (!attempt.questionIds.includes(questionId)) throw new NotFoundError('Question not in this attempt');
  const [response, [question]] = await Promise.all([getResponse(attempt.id, questionId), getCurrentQuestions([questionId])]);
  const answeredChoice = response?.choice ?? null;
  if (attempt.status !== 'completed' && answeredChoice === null) {
    throw new ConflictError('Answer this question before reporting it, or report it from the review once you have submitted the exam.');
  }
  const report: QuestionReportRecord = {
    questionId,
    // Attempts are served the current version of each question, so this is the one on screen.
    questionVersion: question?.version ?? null,
    attemptId: attempt.id,
    userId: caller.userId,
    examTemplateId: attempt.examTemplateId,
    reason: request.reason,
    comment: request.comment ? request.comment : null,
    answeredChoice,
    choiceOrder: orderOf(attempt.choiceOrders, questionId),
    attemptStatus: attempt.status,
    status: 'open',
    createdAt: new Date().toISOString(),
  };
  if (!(await putQuestionReport(report))) throw new ConflictError('You have already reported this question.');
  return asSeenByAuthor(report);
}

/** The caller's reports on their attempt's questions (the exam screen and review show "Reported"). */
export async function listAttemptReports(caller: Caller, attemptId: string): Promise<{ reports: QuestionReport[] }> {
  const attempt = await ownAttempt(caller, attemptId);
  const reports = await listAttemptQuestionReports(attempt.id, attempt.questionIds);
  return { reports: reports.map(asSeenByAuthor) };
}
