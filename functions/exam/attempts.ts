import { randomInt, randomUUID } from 'node:crypto';
import type {
  AttemptDetail,
  AttemptResponse,
  AttemptSummary,
  QuestionReview,
  SaveResponseRequest,
  SaveResponseResult,
  StartAttemptRequest,
} from '#shared/api/attempts';
import { displayedAnswer, displayedChoice, displayedRecord, orderOf, randomChoiceOrder, storedChoice, storedChoices, type ChoiceOrder } from '#shared/exam/choice-order';
import type { Question } from '#shared/exam/question';
import {
  ClockError,
  finishAttempt,
  GRACE_SECONDS,
  isOpen,
  partOfQuestion,
  partRange,
  planParts,
  startPart,
  submitPart,
  tutorModeAllowed,
  type AttemptMode,
} from '#shared/exam/timing';
import type { Caller } from '../api/caller.ts';
import { isAvailable, templateAccess } from '../content/access.ts';
import { countAttemptStarted } from '../analytics/business-stats.ts';
import { createAttempt, getAttempt, getNewestAttemptId, listOpenAttempts, savePosition, type Attempt } from '../data/attempts.ts';
import { getCaseTexts, getCurrentQuestions } from '../data/questions.ts';
import { getNotes, getResponse, listResponses, putNotes, saveResponse } from '../data/responses.ts';
import { getTemplate } from '../data/templates.ts';
import { getProfile } from '../data/users.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import { applyClock, asRead, clockOf, settle } from './settle.ts';

/**
 * The attempt lifecycle: start or resume, read (answers only when allowed), save one answer,
 * move, take notes, submit a part or the whole attempt, and start the next part after a break.
 */
export function summary(attempt: Attempt): AttemptSummary {
  return {
    id: attempt.id,
    examTemplateId: attempt.examTemplateId,
    templateName: attempt.templateName,
    examType: attempt.examType,
    mode: attempt.mode,
    timeMultiplier: attempt.timeMultiplier,
    status: attempt.status,
    currentQuestionIndex: attempt.currentQuestionIndex,
    startedAt: attempt.startedAt,
    deadline: attempt.deadline,
    parts: attempt.parts,
    currentPart: attempt.currentPart,
    partStartedAt: attempt.partStartedAt,
    breakEndsAt: attempt.breakEndsAt,
    completedAt: attempt.completedAt,
    score: attempt.score,
    correctCount: attempt.correctCount,
    totalQuestions: attempt.questionIds.length,
    timeTakenSeconds: attempt.timeTakenSeconds,
  };
}

/** The caller's attempt, or 404 for anyone else's (the same answer as for one that does not exist). */
async function storedAttempt(caller: Caller, attemptId: string): Promise<Attempt> {
  const attempt = await getAttempt(caller.userId, attemptId);
  if (!attempt) throw new NotFoundError('Attempt not found');
  return attempt;
}

/** For a write: the caller's attempt brought up to date and stored. */
async function ownAttempt(caller: Caller, attemptId: string): Promise<Attempt> {
  return settle(await storedAttempt(caller, attemptId));
}

/** The packs that would unlock the attempt's template again, or null while the caller has access to it. */
async function accessEnded(caller: Caller, attempt: Attempt): Promise<string[] | null> {
  const entry = (await templateAccess(caller)).templates.find((t) => t.template.id === attempt.examTemplateId);
  return entry && !entry.unlocked ? entry.unlockedBy : null;
}

/**
 * Access is checked wherever questions are served: an open attempt of a pack whose purchase has
 * expired or was refunded cannot be continued (its completed results stay readable, without the
 * questions: see getAttemptDetail).
 */
async function requireAccess(caller: Caller, attempt: Attempt): Promise<void> {
  const renew = await accessEnded(caller, attempt);
  if (renew) throw new ForbiddenError(`Your access to this exam has ended. Renew the ${renew.join(' or ')} to continue.`);
}

/** What a question reveals, in the letters the candidate saw (`order`: the attempt's order for it). */
function reviewOf(question: Question, order: ChoiceOrder): QuestionReview {
  return {
    correctChoice: displayedChoice(order, question.correctChoice),
    explanations: displayedRecord(order, question.explanations),
    ruleReference: question.ruleReference,
    openBookLocation: question.openBookLocation ?? null,
    subtopic: question.subtopic,
  };
}

/** Saved answers (stored in the questions' real letters) in the letters the candidate saw. */
function displayedResponses(attempt: Attempt, responses: Record<string, AttemptResponse>): Record<string, AttemptResponse> {
  return Object.fromEntries(Object.entries(responses).map(([id, response]) => [id, displayedAnswer(orderOf(attempt.choiceOrders, id), response)]));
}

/**
 * Starts a template: resumes the open attempt for it, or (with `restart`, or when none is open)
 * abandons the open ones and creates a new attempt, in one transaction. 404 for an unknown or
 * inactive template, 403 without access, 409 while the bank does not hold its questions yet.
 */
export async function startAttempt(caller: Caller, request: StartAttemptRequest): Promise<{ attempt: AttemptSummary; created: boolean }> {
  const template = await getTemplate(request.examTemplateId);
  if (!template?.isActive) throw new NotFoundError('Exam not found');
  const access = (await templateAccess(caller)).templates.find((entry) => entry.template.id === template.id);
  if (!access) throw new NotFoundError('Exam not found');
  if (!access.unlocked) throw new ForbiddenError(`Unlock this with the ${access.unlockedBy.join(' or ') || 'matching pack'}.`);
  const mode: AttemptMode = request.mode ?? 'timed';
  if (mode === 'tutor' && !tutorModeAllowed(template.examType)) throw new BadRequestError('Tutor mode is available for quizzes only; this exam is always timed.');
  if (!isAvailable(template)) throw new ConflictError('This practice set is coming soon.');

  const profile = await getProfile(caller.userId);
  const timeMultiplier = mode === 'timed' ? (profile?.timeMultiplier ?? 1) : 1;
  const parts = planParts(template, mode, timeMultiplier);
  // Every create is conditional on the template's newest attempt being the one read here, so of
  // concurrent starts one creates and the others, reading again, resume it. A restart that lost
  // to another start resumes that new attempt too (a double-clicked restart makes one).
  const seen = new Set<string>();
  for (let round = 0; round < 3; round += 1) {
    const newestId = await getNewestAttemptId(caller.userId, template.id);
    const [listed, newest] = await Promise.all([listOpenAttempts(caller.userId, template.id), newestId ? getAttempt(caller.userId, newestId) : null]);
    const candidates = new Map([...listed, ...(newest ? [newest] : [])].map((a) => [a.id, a]));
    const open = await Promise.all([...candidates.values()].map((a) => settle(a)));
    const stillOpen = open.filter(isOpen);
    const resumable = stillOpen.sort((a, b) => b.startedAt.localeCompare(a.startedAt))[0];
    if (resumable && (!request.restart || (round > 0 && !seen.has(resumable.id)))) return { attempt: summary(resumable), created: false };
    for (const a of stillOpen) seen.add(a.id);

    const now = new Date();
    const questionIds = template.questionIds.slice(0, template.numberOfQuestions);
    const attempt: Attempt = {
      id: randomUUID(),
      userId: caller.userId,
      examTemplateId: template.id,
      templateName: template.name,
      examType: template.examType,
      mode,
      timeMultiplier,
      status: 'started',
      currentQuestionIndex: 0,
      streamFilter: 'all',
      questionIds,
      startedAt: now.toISOString(),
      parts,
      currentPart: 0,
      partStartedAt: now.toISOString(),
      breakEndsAt: null,
      deadline: new Date(now.getTime() + (parts[0]?.durationSeconds ?? 0) * 1000).toISOString(),
      partSeconds: [],
      completedAt: null,
      score: null,
      correctCount: null,
      timeTakenSeconds: null,
      version: 0,
      answersVersion: 0,
      // Each attempt shows each question's choices in its own order (docs/exam-engine.md).
      choiceOrders: Object.fromEntries(questionIds.map((id) => [id, randomChoiceOrder(randomInt)])),
    };
    if (await createAttempt(attempt, stillOpen, newestId)) {
      // Counted once: only the start whose transaction won gets here (the admin overview).
      await countAttemptStarted(attempt);
      return { attempt: summary(attempt), created: true };
    }
  }
  throw new ConflictError('This exam was started elsewhere at the same moment. Please try again.');
}

/**
 * The attempt with its questions. While it is open: the running part's questions only, with no
 * correct answer or explanation except, in tutor mode, for questions already answered. Once it
 * is completed: every question with its review, while the caller still has access to its pack;
 * after a full refund, a dispute or the end of the access, the attempt with its score and the
 * candidate's own answers and notes, but no question, case or explanation, and why.
 */
export async function getAttemptDetail(caller: Caller, attemptId: string): Promise<AttemptDetail> {
  const attempt = asRead(await storedAttempt(caller, attemptId));
  const completed = attempt.status === 'completed';
  if (isOpen(attempt)) await requireAccess(caller, attempt);
  const renew = completed ? await accessEnded(caller, attempt) : null;
  if (renew) {
    const [responses, notes] = await Promise.all([listResponses(attempt.id), getNotes(attempt.id)]);
    return {
      attempt: summary(attempt),
      questions: [],
      cases: {},
      responses: displayedResponses(attempt, responses),
      notes,
      serverNow: new Date().toISOString(),
      contentWithheld: {
        reason: 'access_ended',
        message: `Your access to this exam has ended (refunded or expired), so its questions and explanations are no longer shown. Your score stays in your history.${renew.length ? ` Renew the ${renew.join(' or ')} to review it again.` : ''}`,
      },
    };
  }
  const { start, end } = partRange(attempt.parts, attempt.currentPart);
  const visibleIds = completed ? attempt.questionIds : isOpen(attempt) && attempt.partStartedAt !== null ? attempt.questionIds.slice(start, end) : [];
  const [questions, responses, notes] = await Promise.all([getCurrentQuestions(visibleIds), listResponses(attempt.id), getNotes(attempt.id)]);
  const cases = await getCaseTexts(questions.flatMap((q) => (q.caseId ? [q.caseId] : [])));
  const numberOf = new Map(attempt.questionIds.map((id, index) => [id, index + 1]));
  return {
    attempt: summary(attempt),
    questions: questions.map((q) => {
      const revealed = completed || (attempt.mode === 'tutor' && (responses[q.id]?.choice ?? null) !== null);
      const order = orderOf(attempt.choiceOrders, q.id);
      return {
        id: q.id,
        number: numberOf.get(q.id) ?? 0,
        topic: q.topic,
        stem: q.stem,
        choices: displayedRecord(order, q.choices),
        ...(q.caseId ? { caseId: q.caseId } : {}),
        ...(revealed ? { review: reviewOf(q, order) } : {}),
      };
    }),
    cases: Object.fromEntries(cases.map((c) => [c.id, { title: c.title, text: c.text }])),
    responses: displayedResponses(attempt, responses),
    notes,
    serverNow: new Date().toISOString(),
  };
}

/** The running part's index for a question, or a 409 saying why it cannot be answered now. */
function runningPartFor(attempt: Attempt, questionIndex: number): number {
  if (!isOpen(attempt)) throw new ConflictError('This attempt has already been submitted.');
  const part = partOfQuestion(attempt.parts, questionIndex);
  if (part < attempt.currentPart) throw new ConflictError('This part has been submitted and is locked.');
  if (part > attempt.currentPart || attempt.partStartedAt === null) throw new ConflictError('This part has not started yet.');
  return part;
}

/**
 * Saves one answer with one conditional write, its choice and strike-outs taken in the letters the
 * candidate saw and stored in the question's real ones. In tutor mode a choice is final: the
 * answer and explanations come back with it, and a different choice later is refused (the same
 * one again, a retried request, is answered the same way).
 */
export async function saveAnswer(caller: Caller, attemptId: string, questionId: string, input: SaveResponseRequest): Promise<SaveResponseResult> {
  const attempt = await ownAttempt(caller, attemptId);
  const index = attempt.questionIds.indexOf(questionId);
  if (index === -1) throw new NotFoundError('Question not in this attempt');
  const part = runningPartFor(attempt, index);
  const tutor = attempt.mode === 'tutor';
  if (tutor && input.choice === null) throw new BadRequestError('In tutor mode an answer cannot be cleared once chosen.');
  // A tutor-mode answer is answered with the explanation: content, so access is checked.
  if (tutor && input.choice) await requireAccess(caller, attempt);

  // The candidate answers in the letters they saw; the response is stored in the question's own.
  const order = orderOf(attempt.choiceOrders, questionId);
  const stored: SaveResponseRequest = {
    ...input,
    ...(input.choice ? { choice: storedChoice(order, input.choice) } : {}),
    ...(input.struckOut ? { struckOut: storedChoices(order, input.struckOut) } : {}),
  };
  const notBefore = new Date(Date.now() - GRACE_SECONDS * 1000).toISOString();
  const outcome = await saveResponse(attempt, questionId, stored, { part, notBefore, lockChoice: tutor });
  if (outcome === 'closed') throw new ConflictError('Time is up for this part, or it was submitted: this answer was not saved.');
  if (outcome === 'locked') {
    const saved = await getResponse(attempt.id, questionId);
    if (saved?.choice !== stored.choice) throw new ConflictError('This answer is locked: in tutor mode the first choice is final.');
  }
  if (!tutor || !input.choice) return { status: 'saved' };
  const [question] = await getCurrentQuestions([questionId]);
  return { status: 'saved', ...(question ? { review: reviewOf(question, order) } : {}) };
}

/** Remembers the question on screen, so a refresh or another device opens the same one. */
export async function moveTo(caller: Caller, attemptId: string, questionIndex: number): Promise<void> {
  const attempt = await ownAttempt(caller, attemptId);
  if (questionIndex >= attempt.questionIds.length) throw new BadRequestError('There is no question at that position.');
  runningPartFor(attempt, questionIndex);
  if (!(await savePosition(attempt, questionIndex))) throw new ConflictError('This part is no longer running.');
}

/** The candidate's notes pad for the attempt; theirs to edit during and after it. */
export async function saveNotes(caller: Caller, attemptId: string, text: string): Promise<void> {
  const attempt = await ownAttempt(caller, attemptId);
  await putNotes(attempt.id, text);
}

/**
 * Submits a part (locking it and starting the break) or, with no part, the whole attempt, which
 * is scored once. Submitting what is already submitted answers with the same result.
 */
export async function submitAttempt(caller: Caller, attemptId: string, part?: number): Promise<AttemptSummary> {
  let attempt = await ownAttempt(caller, attemptId);
  // A clock write can lose a race (a save, a second tab); the loser tries again from what stands.
  for (let round = 0; round < 4; round += 1) {
    if (attempt.status === 'abandoned') throw new ConflictError('This attempt was replaced by a newer one and cannot be submitted.');
    if (attempt.status === 'completed' || (part !== undefined && part < attempt.currentPart)) return summary(attempt);
    const now = new Date();
    let next;
    try {
      next = part === undefined ? finishAttempt(clockOf(attempt), now) : submitPart(clockOf(attempt), part, now);
    } catch (error) {
      if (error instanceof ClockError) throw new ConflictError(error.message);
      throw error;
    }
    attempt = await applyClock(attempt, next, now);
  }
  return summary(attempt);
}

/** Ends the break early: the next part starts now, with its full time. */
export async function startNextPart(caller: Caller, attemptId: string, part: number): Promise<AttemptSummary> {
  let attempt = await ownAttempt(caller, attemptId);
  for (let round = 0; round < 4; round += 1) {
    if (!isOpen(attempt)) throw new ConflictError('This attempt is already closed.');
    if (part < attempt.currentPart || (part === attempt.currentPart && attempt.partStartedAt !== null)) return summary(attempt);
    const now = new Date();
    let next;
    try {
      next = startPart(clockOf(attempt), part, now);
    } catch (error) {
      if (error instanceof ClockError) throw new ConflictError(error.message);
      throw error;
    }
    attempt = await applyClock(attempt, next, now);
  }
  return summary(attempt);
}
