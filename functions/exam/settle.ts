import { scoreAnswers, topicBreakdown } from '#shared/exam/scoring';
import { advanceClock, isOpen, timeTakenSeconds, type AttemptClock } from '#shared/exam/timing';
import { completeAttempt, getAttempt, listAttempts, listResponses, updateClock, type Attempt } from '../data/attempts.ts';
import { getCurrentQuestions } from '../data/questions.ts';
import { NotFoundError } from '../lib/errors.ts';
import { afterTestDrive } from '../commerce/test-drive.ts';
import { afterCompletion } from '../reports/generate-report.ts';

/**
 * Applying the clock rules (shared/exam/timing.ts) to stored attempts. There is no timer on the
 * server: every read and write first brings the attempt up to date, so a part whose time ran out
 * is locked and an attempt whose time ran out is scored with what was saved, whoever asks first.
 */
export function clockOf(attempt: Attempt): AttemptClock {
  const { status, parts, currentPart, partStartedAt, deadline, breakEndsAt, partSeconds, completedAt } = attempt;
  return { status, parts, currentPart, partStartedAt, deadline, breakEndsAt, partSeconds, completedAt };
}

async function score(attempt: Attempt, clock: AttemptClock, now: Date): Promise<boolean> {
  const [questions, responses] = await Promise.all([getCurrentQuestions(attempt.questionIds), listResponses(attempt.id)]);
  const { correctCount } = scoreAnswers(questions, responses);
  const seconds = new Map<string, number>();
  for (const q of questions) seconds.set(q.topic, (seconds.get(q.topic) ?? 0) + (responses[q.id]?.secondsSpent ?? 0));
  const topics = topicBreakdown(questions, responses).map((t) => ({ topic: t.topic, correct: t.correct, total: t.total, seconds: seconds.get(t.topic) ?? 0 }));
  // Questions missing from the bank still count in the total: the candidate could not answer them.
  const total = attempt.questionIds.length;
  return completeAttempt(attempt, clock, {
    correctCount,
    score: total ? Math.round((correctCount / total) * 1000) / 10 : 0,
    timeTakenSeconds: timeTakenSeconds(clock, now),
    completedAt: clock.completedAt ?? now.toISOString(),
    topics,
  });
}

/**
 * Stores a new clock for the attempt (scoring it if the clock says it is complete). If another
 * request moved the clock first (a double click, a second device, the deadline), theirs stands:
 * the stored attempt is read back and brought up to date instead.
 */
export async function applyClock(attempt: Attempt, clock: AttemptClock, now = new Date()): Promise<Attempt> {
  const stored = clock.status === 'completed' ? await score(attempt, clock, now) : await updateClock(attempt, clock);
  const current = await getAttempt(attempt.userId, attempt.id);
  if (!current) throw new NotFoundError('Attempt not found');
  if (!stored) return settle(current, now);
  // Only the request that completed the attempt writes its report and sends its email.
  if (current.status === 'completed') {
    await afterCompletion(current);
    await afterTestDrive(current);
  }
  return current;
}

/** The attempt as it stands now: parts and attempts whose time ran out are closed. */
export async function settle(attempt: Attempt, now = new Date()): Promise<Attempt> {
  const before = clockOf(attempt);
  const after = advanceClock(before, now);
  return after === before ? attempt : applyClock(attempt, after, now);
}

/** All of a user's attempts, with the ones whose time ran out closed first. */
export async function settledAttempts(userId: string, now = new Date()): Promise<Attempt[]> {
  const attempts = await listAttempts(userId);
  return Promise.all(attempts.map((attempt) => (isOpen(attempt) ? settle(attempt, now) : attempt)));
}
