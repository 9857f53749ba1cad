import { randomUUID } from 'node:crypto';
import type { AttemptDetail, AttemptSummary, SaveResponseRequest } from '#shared/api/attempts';
import type { Caller } from '../auth/caller.ts';
import { listContent } from '../content/list-content.ts';
import {
  completeAttempt,
  createAttempt,
  getAttempt,
  getCurrentQuestions,
  listOpenAttempts,
  listResponses,
  saveResponse,
  type Attempt,
} from '../data/attempts.ts';
import { listActiveTemplates } from '../data/catalogue.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../lib/errors.ts';

/** Saves a few seconds late still count (network, a click at 00:00); anything later is refused. */
const GRACE_MS = 30_000;

function summary(attempt: Attempt): AttemptSummary {
  const { id, examTemplateId, status, currentQuestionIndex, startedAt, deadline, completedAt, score, correctCount, timeTakenSeconds } = attempt;
  return { id, examTemplateId, status, currentQuestionIndex, startedAt, deadline, completedAt, score, correctCount, timeTakenSeconds, totalQuestions: attempt.questionIds.length };
}

/** The caller's attempt, or 404 for anyone else's (the same answer as for one that does not exist). */
async function ownAttempt(caller: Caller, attemptId: string): Promise<Attempt> {
  const attempt = await getAttempt(caller.userId, attemptId);
  if (!attempt) throw new NotFoundError('Attempt not found');
  return attempt;
}

/** An attempt past its deadline (and grace) is submitted with what was saved. */
async function settle(attempt: Attempt, now = new Date()): Promise<Attempt> {
  const open = attempt.status === 'started' || attempt.status === 'in_progress';
  if (open && Date.parse(attempt.deadline) + GRACE_MS <= now.getTime()) return score(attempt, now);
  return attempt;
}

async function score(attempt: Attempt, now: Date): Promise<Attempt> {
  const [questions, responses] = await Promise.all([getCurrentQuestions(attempt.questionIds), listResponses(attempt.id)]);
  const correctCount = questions.filter((q) => responses[q.id]?.choice === q.correctChoice).length;
  const result = {
    correctCount,
    score: attempt.questionIds.length ? Math.round((correctCount / attempt.questionIds.length) * 1000) / 10 : 0,
    timeTakenSeconds: Math.round((Math.min(now.getTime(), Date.parse(attempt.deadline)) - Date.parse(attempt.startedAt)) / 1000),
    completedAt: now.toISOString(),
  };
  if (await completeAttempt(attempt, result)) return { ...attempt, ...result, status: 'completed' };
  // Someone else submitted first: theirs is the result.
  const stored = await getAttempt(attempt.userId, attempt.id);
  if (!stored) throw new NotFoundError('Attempt not found');
  return stored;
}

/**
 * Starts a template: resumes the open attempt for it, or (with `restart`) abandons the open ones
 * and creates a new attempt, in one transaction. 404 for an unknown or inactive template, 403
 * without access, 409 while the bank does not hold its questions yet.
 */
export async function startAttempt(caller: Caller, examTemplateId: string, restart = false): Promise<{ attempt: AttemptSummary; created: boolean }> {
  const template = (await listActiveTemplates()).find((t) => t.id === examTemplateId);
  if (!template) throw new NotFoundError('Exam not found');
  const item = (await listContent(caller)).items.find((i) => i.contentItemId === examTemplateId);
  if (!item?.unlocked) throw new ForbiddenError(item ? `Unlock this with the ${item.unlockedBy[0] ?? 'matching pack'}.` : 'This exam is not available to you.');
  if (template.questionIds.length < template.numberOfQuestions) throw new ConflictError('This practice set is coming soon.');

  const open = await Promise.all((await listOpenAttempts(caller.userId, examTemplateId)).map((a) => settle(a)));
  const stillOpen = open.filter((a) => a.status === 'started' || a.status === 'in_progress');
  const resumable = stillOpen[0];
  if (resumable && !restart) return { attempt: summary(resumable), created: false };

  const now = new Date();
  const attempt: Attempt = {
    id: randomUUID(),
    userId: caller.userId,
    examTemplateId,
    status: 'started',
    currentQuestionIndex: 0,
    streamFilter: 'all',
    questionIds: template.questionIds.slice(0, template.numberOfQuestions),
    startedAt: now.toISOString(),
    deadline: new Date(now.getTime() + template.durationMinutes * 60_000).toISOString(),
    completedAt: null,
    score: null,
    correctCount: null,
    timeTakenSeconds: null,
  };
  await createAttempt(attempt, stillOpen);
  return { attempt: summary(attempt), created: true };
}

/** The attempt with its questions; answers and explanations only once it is completed. */
export async function getAttemptDetail(caller: Caller, attemptId: string): Promise<AttemptDetail> {
  const attempt = await settle(await ownAttempt(caller, attemptId));
  const [questions, responses] = await Promise.all([getCurrentQuestions(attempt.questionIds), listResponses(attempt.id)]);
  const completed = attempt.status === 'completed';
  return {
    attempt: summary(attempt),
    questions: questions.map((q) => ({
      id: q.id,
      topic: q.topic,
      stem: q.stem,
      choices: q.choices,
      ...(q.caseId ? { caseId: q.caseId } : {}),
      ...(completed ? { review: { correctChoice: q.correctChoice, explanations: q.explanations, ruleReference: q.ruleReference } } : {}),
    })),
    responses,
    serverNow: new Date().toISOString(),
  };
}

export async function saveAnswer(caller: Caller, attemptId: string, questionId: string, input: SaveResponseRequest): Promise<void> {
  const attempt = await ownAttempt(caller, attemptId);
  const index = attempt.questionIds.indexOf(questionId);
  if (index === -1) throw new NotFoundError('Question not in this attempt');
  if (attempt.status === 'completed' || attempt.status === 'abandoned') throw new ConflictError('This attempt has already been submitted.');
  const notBefore = new Date(Date.now() - GRACE_MS).toISOString();
  if (!(await saveResponse(attempt, questionId, input, index, notBefore))) {
    throw new ConflictError('This attempt is closed: its time is up or it was submitted.');
  }
}

/** Scores once; a second submit answers with the same result. */
export async function submitAttempt(caller: Caller, attemptId: string): Promise<AttemptSummary> {
  const attempt = await ownAttempt(caller, attemptId);
  if (attempt.status === 'abandoned') throw new ConflictError('This attempt was abandoned.');
  if (attempt.status === 'completed') return summary(attempt);
  return summary(await score(attempt, new Date()));
}

