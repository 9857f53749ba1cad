import type { ExamFormat, ExamType } from '../catalogue.ts';
import type { AttemptStatus } from './access.ts';

/**
 * The clock of an attempt, as pure rules: the server applies them to the stored attempt on every
 * read and write, and the exam screen uses the same ones to show the countdown and the parts.
 *
 * A full exam runs as the parts its template's format gives (today's LSO format: two parts of
 * 80 questions, 2 hours each), each with its own time; once a part is submitted, or its time runs
 * out, it is locked and the break begins. The next part starts when the candidate chooses, or
 * when the break runs out.
 */
/** The break of attempts planned before breaks were part of the template's format. */
export const DEFAULT_BREAK_SECONDS = 30 * 60;
/** Saves a few seconds late still count (network, a click at 00:00); anything later is refused. */
export const GRACE_SECONDS = 30;
/** Tutor mode is untimed for the candidate; the server still closes it after a week. */
export const TUTOR_WINDOW_SECONDS = 7 * 24 * 60 * 60;
/** Approved time accommodations a candidate can practise with (standard time first). */
export const TIME_MULTIPLIERS = [1, 1.25, 1.5, 2] as const;
export type TimeMultiplier = (typeof TIME_MULTIPLIERS)[number];

export type AttemptMode = 'timed' | 'tutor';

export interface PartPlan {
  questionCount: number;
  durationSeconds: number;
  /** The break after this part, before the next (absent on the last part, and on older attempts). */
  breakSeconds?: number;
}

export interface TemplateTiming {
  examType: ExamType;
  numberOfQuestions: number;
  durationMinutes: number;
  format?: ExamFormat;
}

const FULL_EXAMS: readonly ExamType[] = ['FULL_EXAM_BARRISTER', 'FULL_EXAM_SOLICITOR'];

/** Tutor mode is for quizzes; full exams and the diagnostic are always timed like the real thing. */
export function tutorModeAllowed(examType: ExamType): boolean {
  return !FULL_EXAMS.includes(examType) && examType !== 'diagnostic';
}

/** The parts of a new attempt, with the time accommodation applied to every part. */
export function planParts(template: TemplateTiming, mode: AttemptMode, multiplier: number): PartPlan[] {
  const total = template.numberOfQuestions;
  if (mode === 'tutor') return [{ questionCount: total, durationSeconds: TUTOR_WINDOW_SECONDS }];
  const format = template.format;
  if (format && format.parts.reduce((sum, part) => sum + part.questionCount, 0) === total) {
    // Extra time stretches each part; the break stays as it is.
    return format.parts.map((part, index) => ({
      questionCount: part.questionCount,
      durationSeconds: Math.round(part.minutes * 60 * multiplier),
      ...(index < format.parts.length - 1 ? { breakSeconds: format.breakMinutes * 60 } : {}),
    }));
  }
  return [{ questionCount: total, durationSeconds: Math.round(template.durationMinutes * 60 * multiplier) }];
}

/** The break after a part: the template's, or the default for attempts planned before it was stored. */
export function breakAfter(parts: readonly PartPlan[], part: number): number {
  return parts[part]?.breakSeconds ?? DEFAULT_BREAK_SECONDS;
}

/** The question indexes [start, end) of a part. */
export function partRange(parts: readonly PartPlan[], part: number): { start: number; end: number } {
  const start = parts.slice(0, part).reduce((sum, p) => sum + p.questionCount, 0);
  return { start, end: start + (parts[part]?.questionCount ?? 0) };
}

export function partOfQuestion(parts: readonly PartPlan[], questionIndex: number): number {
  let end = 0;
  for (const [index, part] of parts.entries()) {
    end += part.questionCount;
    if (questionIndex < end) return index;
  }
  return -1;
}

export interface AttemptClock {
  status: AttemptStatus;
  parts: PartPlan[];
  currentPart: number;
  /** When the current part began; null while on the break before it. */
  partStartedAt: string | null;
  /**
   * When the current part ends. On a break, the latest it can end: the end of the break plus
   * the part's time.
   */
  deadline: string;
  /** The end of the break the candidate is on, or null. */
  breakEndsAt: string | null;
  /** Seconds used by each finished part. */
  partSeconds: number[];
  completedAt: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();
const seconds = (fromIso: string, toMs: number) => Math.max(0, Math.round((toMs - Date.parse(fromIso)) / 1000));

export function isOpen(clock: Pick<AttemptClock, 'status'>): boolean {
  return clock.status === 'started' || clock.status === 'in_progress';
}

/** Whether the candidate may answer now: a part is running and its time (with grace) is not up. */
export function acceptsAnswers(clock: AttemptClock, now: Date): boolean {
  return isOpen(clock) && clock.partStartedAt !== null && Date.parse(clock.deadline) + GRACE_SECONDS * 1000 > now.getTime();
}

/** Ends the current part at `endMs`: the attempt is complete after the last part, else a break begins. */
function endPart(clock: AttemptClock, endMs: number): AttemptClock {
  const partSeconds = [...clock.partSeconds, clock.partStartedAt ? seconds(clock.partStartedAt, endMs) : 0];
  const next = clock.currentPart + 1;
  const nextPart = clock.parts[next];
  if (!nextPart) return { ...clock, status: 'completed', partSeconds, completedAt: iso(endMs), partStartedAt: null, breakEndsAt: null };
  const breakEnds = endMs + breakAfter(clock.parts, clock.currentPart) * 1000;
  return {
    ...clock,
    currentPart: next,
    partStartedAt: null,
    breakEndsAt: iso(breakEnds),
    deadline: iso(breakEnds + nextPart.durationSeconds * 1000),
    partSeconds,
  };
}

/**
 * The attempt as it stands at `now`: a part whose time (with grace) ran out is locked at its
 * deadline, a break that ran out starts the next part at its end, and so on until nothing is due.
 * Returns the same object when nothing changed.
 */
export function advanceClock(clock: AttemptClock, now: Date): AttemptClock {
  return advance(clock, now, true);
}

/**
 * The attempt as a read shows it: everything due is applied except closing the attempt, which
 * only a write does (a submit, a save, the scheduled sweep), because closing it scores it. An
 * attempt whose time ran out unseen reads as its last part with the time up, so the exam screen
 * submits it.
 */
export function clockForReading(clock: AttemptClock, now: Date): AttemptClock {
  return advance(clock, now, false);
}

function advance(clock: AttemptClock, now: Date, mayComplete: boolean): AttemptClock {
  let current = clock;
  for (;;) {
    if (!isOpen(current)) return current;
    if (current.partStartedAt === null && current.breakEndsAt !== null && Date.parse(current.breakEndsAt) <= now.getTime()) {
      current = { ...current, partStartedAt: current.breakEndsAt, breakEndsAt: null };
      continue;
    }
    if (current.partStartedAt !== null && Date.parse(current.deadline) + GRACE_SECONDS * 1000 <= now.getTime()) {
      const isLastPart = current.currentPart >= current.parts.length - 1;
      if (isLastPart && !mayComplete) return current;
      current = endPart(current, Date.parse(current.deadline));
      continue;
    }
    return current;
  }
}

export class ClockError extends Error {}

/** The candidate submits the running part: it is locked now, and the attempt ends after the last one. */
export function submitPart(clock: AttemptClock, part: number, now: Date): AttemptClock {
  if (!isOpen(clock)) throw new ClockError('This attempt is already closed.');
  if (part !== clock.currentPart) throw new ClockError(part < clock.currentPart ? 'This part has already been submitted.' : 'This part has not started yet.');
  if (clock.partStartedAt === null) throw new ClockError('This part has not started yet.');
  return endPart(clock, Math.min(now.getTime(), Date.parse(clock.deadline)));
}

/** Ends the whole attempt now (the candidate submits everything, or gives up on the rest). */
export function finishAttempt(clock: AttemptClock, now: Date): AttemptClock {
  let current = clock;
  while (isOpen(current)) {
    if (current.partStartedAt === null) current = { ...current, partStartedAt: iso(now.getTime()), breakEndsAt: null, deadline: iso(now.getTime()) };
    current = endPart(current, Math.min(now.getTime(), Date.parse(current.deadline)));
  }
  return current;
}

/** The candidate ends the break early and starts the next part. */
export function startPart(clock: AttemptClock, part: number, now: Date): AttemptClock {
  if (!isOpen(clock)) throw new ClockError('This attempt is already closed.');
  if (part !== clock.currentPart) throw new ClockError('That part is not next.');
  if (clock.partStartedAt !== null) return clock;
  const duration = clock.parts[part]?.durationSeconds ?? 0;
  return { ...clock, partStartedAt: iso(now.getTime()), breakEndsAt: null, deadline: iso(now.getTime() + duration * 1000) };
}

/** Time used so far: the finished parts plus the running one. */
export function timeTakenSeconds(clock: AttemptClock, now: Date): number {
  const finished = clock.partSeconds.reduce((sum, s) => sum + s, 0);
  if (!isOpen(clock) || clock.partStartedAt === null) return finished;
  return finished + seconds(clock.partStartedAt, Math.min(now.getTime(), Date.parse(clock.deadline)));
}
