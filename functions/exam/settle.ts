import type { Question } from '#shared/exam/question';
import { scoreAnswers, topicBreakdown } from '#shared/exam/scoring';
import { advanceClock, clockForReading, GRACE_SECONDS, isOpen, timeTakenSeconds, type AttemptClock } from '#shared/exam/timing';
import { completeAttempt, getAttempt, listAttemptsDueBefore, updateClock, type Attempt, type AttemptResult } from '../data/attempts.ts';
import { getCurrentQuestions } from '../data/questions.ts';
import { listResponses } from '../data/responses.ts';
import { NotFoundError } from '../lib/errors.ts';

/**
 * Applying the clock rules (shared/exam/timing.ts) to stored attempts. Writes (a save, a submit,
 * a part start, the sweep) first bring the attempt up to date and store that: a part whose time
 * ran out is locked, and an attempt whose time ran out is closed and scored with what was saved,
 * in one transaction. Reads only show the clock as it stands (`asRead`) and never write. What
 * follows a completion (report, emails) runs from the table's stream (functions/completion).
 */
export function clockOf(attempt: Attempt): AttemptClock {
  const { status, parts, currentPart, partStartedAt, deadline, breakEndsAt, partSeconds, completedAt } = attempt;
  return { status, parts, currentPart, partStartedAt, deadline, breakEndsAt, partSeconds, completedAt };
}

/** The result of an attempt from its responses as they stand (read after `attempt`, so after its answersVersion). */
async function resultOf(attempt: Attempt, questions: Question[], clock: AttemptClock, now: Date): Promise<AttemptResult> {
  const responses = await listResponses(attempt.id);
  const { correctCount } = scoreAnswers(questions, responses);
  const seconds = new Map<string, number>();
  for (const q of questions) seconds.set(q.topic, (seconds.get(q.topic) ?? 0) + (responses[q.id]?.secondsSpent ?? 0));
  const topics = topicBreakdown(questions, responses).map((t) => ({ topic: t.topic, correct: t.correct, total: t.total, seconds: seconds.get(t.topic) ?? 0 }));
  // Questions missing from the bank still count in the total: the candidate could not answer them.
  const total = attempt.questionIds.length;
  return {
    correctCount,
    score: total ? Math.round((correctCount / total) * 1000) / 10 : 0,
    timeTakenSeconds: timeTakenSeconds(clock, now),
    completedAt: clock.completedAt ?? now.toISOString(),
    topics,
  };
}

/** How many times scoring starts again because answers kept arriving while it read them. */
const SCORE_ROUNDS = 10;

/**
 * Closes the attempt with its score. The completion is conditional on the answers the score read
 * (`answersVersion`): if a save landed after they were read, the attempt is read again and scored
 * again with it, so every acknowledged save is in the score (a save after the completion is
 * refused, the attempt being closed). False if someone else closed it or moved its clock first.
 */
async function score(attempt: Attempt, clock: AttemptClock, now: Date): Promise<boolean> {
  const questions = await getCurrentQuestions(attempt.questionIds);
  let current = attempt;
  for (let round = 0; round < SCORE_ROUNDS; round += 1) {
    if (await completeAttempt(current, clock, await resultOf(current, questions, clock, now))) return true;
    const fresh = await getAttempt(current.userId, current.id);
    // Closed, or the clock moved: theirs stands (the caller reads it back). Only answers changed: again.
    if (!fresh || !isOpen(fresh) || fresh.version !== current.version) return false;
    current = fresh;
  }
  return false;
}

/**
 * Stores a new clock for the attempt (closing and scoring it if the clock says it is complete).
 * If another request moved the clock first (a double click, a second device, the sweep), theirs
 * stands: the stored attempt is read back and brought up to date instead.
 */
export async function applyClock(attempt: Attempt, clock: AttemptClock, now = new Date()): Promise<Attempt> {
  const stored = clock.status === 'completed' ? await score(attempt, clock, now) : await updateClock(attempt, clock);
  const current = await getAttempt(attempt.userId, attempt.id);
  if (!current) throw new NotFoundError('Attempt not found');
  return stored ? current : settle(current, now);
}

/** For a write: the attempt brought up to date and stored; parts and attempts whose time ran out are closed. */
export async function settle(attempt: Attempt, now = new Date()): Promise<Attempt> {
  const before = clockOf(attempt);
  const after = advanceClock(before, now);
  return after === before ? attempt : applyClock(attempt, after, now);
}

/** For a read: the attempt as it stands now, written nowhere (an attempt is never closed by a read). */
export function asRead(attempt: Attempt, now = new Date()): Attempt {
  const before = clockOf(attempt);
  const after = clockForReading(before, now);
  return after === before ? attempt : { ...attempt, ...after };
}

/** How many attempts one run of the sweep closes at most; the next run takes the rest. */
const SWEEP_BATCH = 100;

/**
 * The scheduled sweep: closes the open attempts whose time (with grace) ran out, as a write would.
 * Returns how many it brought up to date.
 */
export async function closeExpiredAttempts(now: Date): Promise<number> {
  const due = await listAttemptsDueBefore(new Date(now.getTime() - GRACE_SECONDS * 1000).toISOString(), SWEEP_BATCH);
  const settled = await Promise.all(due.map((attempt) => settle(attempt, now)));
  return settled.filter((attempt, i) => attempt !== due[i]).length;
}
