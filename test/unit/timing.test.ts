import { describe, expect, it } from 'vitest';
import {
  acceptsAnswers,
  advanceClock,
  clockForReading,
  ClockError,
  finishAttempt,
  GRACE_SECONDS,
  partOfQuestion,
  partRange,
  planParts,
  startPart,
  submitPart,
  timeTakenSeconds,
  tutorModeAllowed,
  TUTOR_WINDOW_SECONDS,
  type AttemptClock,
} from '#shared/exam/timing';
import { LSO_FULL_EXAM_FORMAT, PACK_TEMPLATES } from '#shared/catalogue';

const T0 = Date.parse('2026-03-02T14:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);
const iso = (seconds: number) => at(seconds).toISOString();

// The catalogue's full exam: today's LSO format, two parts of 80 questions, 2 hours each, a 30-minute break.
const fullExam = { examType: 'FULL_EXAM_BARRISTER' as const, numberOfQuestions: 160, durationMinutes: 240, format: LSO_FULL_EXAM_FORMAT };
const BREAK_SECONDS = 30 * 60;
const quiz = { examType: 'QUIZ_SOLICITOR' as const, numberOfQuestions: 40, durationMinutes: 68 };

function started(parts = planParts(fullExam, 'timed', 1)): AttemptClock {
  return { status: 'in_progress', parts, currentPart: 0, partStartedAt: iso(0), deadline: iso(parts[0]?.durationSeconds ?? 0), breakEndsAt: null, partSeconds: [], completedAt: null };
}

describe('planParts', () => {
  it("splits a full exam into its format's parts, with the break after the first, and keeps a quiz whole", () => {
    expect(planParts(fullExam, 'timed', 1)).toEqual([
      { questionCount: 80, durationSeconds: 120 * 60, breakSeconds: BREAK_SECONDS },
      { questionCount: 80, durationSeconds: 120 * 60 },
    ]);
    expect(planParts(quiz, 'timed', 1)).toEqual([{ questionCount: 40, durationSeconds: 68 * 60 }]);
  });

  it('applies the time accommodation to every part, and tutor mode gets the untimed window', () => {
    expect(planParts(fullExam, 'timed', 1.5).map((p) => p.durationSeconds)).toEqual([180 * 60, 180 * 60]);
    expect(planParts(quiz, 'timed', 2)[0]?.durationSeconds).toBe(136 * 60);
    expect(planParts(quiz, 'tutor', 1.5)).toEqual([{ questionCount: 40, durationSeconds: TUTOR_WINDOW_SECONDS }]);
  });

  it('is what the catalogue seeds every full exam with: 4 hours in two parts', () => {
    for (const template of [...PACK_TEMPLATES.barrister, ...PACK_TEMPLATES.solicitor].filter((t) => t.numberOfQuestions === 160)) {
      expect(template).toMatchObject({ durationMinutes: 240, format: LSO_FULL_EXAM_FORMAT });
    }
  });

  it('gives an attempt planned before breaks were stored the default break', () => {
    const legacy = started([{ questionCount: 80, durationSeconds: 3600 }, { questionCount: 80, durationSeconds: 3600 }]);
    expect(submitPart(legacy, 0, at(60)).breakEndsAt).toBe(iso(60 + 30 * 60));
  });

  it('allows tutor mode for quizzes only', () => {
    expect(tutorModeAllowed('QUIZ_BARRISTER')).toBe(true);
    expect(tutorModeAllowed('QUIZ_FREE_SAMPLE')).toBe(true);
    expect(tutorModeAllowed('FULL_EXAM_SOLICITOR')).toBe(false);
    expect(tutorModeAllowed('diagnostic')).toBe(false);
  });

  it('maps question indexes to parts', () => {
    const parts = planParts(fullExam, 'timed', 1);
    expect(partRange(parts, 1)).toEqual({ start: 80, end: 160 });
    expect([0, 79, 80, 159, 160].map((i) => partOfQuestion(parts, i))).toEqual([0, 0, 1, 1, -1]);
  });
});

describe('the clock', () => {
  it('leaves a running part alone until its deadline plus the grace period', () => {
    const clock = started();
    expect(advanceClock(clock, at(120 * 60 + GRACE_SECONDS - 1))).toBe(clock);
    expect(acceptsAnswers(clock, at(120 * 60 + GRACE_SECONDS - 1))).toBe(true);
    expect(acceptsAnswers(clock, at(120 * 60 + GRACE_SECONDS))).toBe(false);
  });

  it('locks a part at its deadline and starts the break there', () => {
    const after = advanceClock(started(), at(120 * 60 + 45));
    expect(after).toMatchObject({
      status: 'in_progress',
      currentPart: 1,
      partStartedAt: null,
      breakEndsAt: iso(120 * 60 + BREAK_SECONDS),
      deadline: iso(120 * 60 + BREAK_SECONDS + 120 * 60),
      partSeconds: [120 * 60],
    });
    expect(acceptsAnswers(after, at(120 * 60 + 45))).toBe(false);
  });

  it('starts the next part when the break runs out, and completes after the last part', () => {
    const breakOver = advanceClock(started(), at(120 * 60 + BREAK_SECONDS + 5));
    expect(breakOver).toMatchObject({ currentPart: 1, partStartedAt: iso(120 * 60 + BREAK_SECONDS), breakEndsAt: null });
    // Away for the whole day: both parts are closed at their deadlines.
    const done = advanceClock(started(), at(12 * 3600));
    expect(done).toMatchObject({ status: 'completed', completedAt: iso(240 * 60 + BREAK_SECONDS), partSeconds: [120 * 60, 120 * 60] });
    expect(timeTakenSeconds(done, at(12 * 3600))).toBe(240 * 60);
  });

  it('shows a read everything due except the closing, which only a write does', () => {
    const breakOver = clockForReading(started(), at(120 * 60 + BREAK_SECONDS + 5));
    expect(breakOver).toEqual(advanceClock(started(), at(120 * 60 + BREAK_SECONDS + 5)));
    // Away for the whole day: the read stops at the last part with its time up; it is not scored.
    const away = clockForReading(started(), at(12 * 3600));
    expect(away).toMatchObject({ status: 'in_progress', currentPart: 1, partStartedAt: iso(120 * 60 + BREAK_SECONDS), partSeconds: [120 * 60] });
    expect(acceptsAnswers(away, at(12 * 3600))).toBe(false);
    expect(advanceClock(away, at(12 * 3600))).toMatchObject({ status: 'completed', completedAt: iso(240 * 60 + BREAK_SECONDS) });
    const quizClock = started(planParts(quiz, 'timed', 1));
    expect(clockForReading(quizClock, at(3 * 3600))).toBe(quizClock);
  });

  it('submits a part early, then the candidate ends the break early', () => {
    const submitted = submitPart(started(), 0, at(3600));
    expect(submitted).toMatchObject({ currentPart: 1, partStartedAt: null, breakEndsAt: iso(3600 + BREAK_SECONDS), partSeconds: [3600] });
    const resumed = startPart(submitted, 1, at(3900));
    expect(resumed).toMatchObject({ partStartedAt: iso(3900), breakEndsAt: null, deadline: iso(3900 + 120 * 60) });
    expect(timeTakenSeconds(resumed, at(4500))).toBe(3600 + 600);
    const finished = submitPart(resumed, 1, at(9000));
    expect(finished).toMatchObject({ status: 'completed', completedAt: iso(9000), partSeconds: [3600, 5100] });
  });

  it('refuses to submit a locked part or a part that has not started', () => {
    const onBreak = submitPart(started(), 0, at(60));
    expect(() => submitPart(onBreak, 0, at(120))).toThrow(ClockError);
    expect(() => submitPart(onBreak, 1, at(120))).toThrow('This part has not started yet.');
    expect(() => startPart(onBreak, 0, at(120))).toThrow(ClockError);
  });

  it('finishes everything at once, counting only the time actually used', () => {
    const single = started(planParts(quiz, 'timed', 1));
    expect(finishAttempt(single, at(600))).toMatchObject({ status: 'completed', completedAt: iso(600), partSeconds: [600] });
    const onBreak = submitPart(started(), 0, at(1200));
    const ended = finishAttempt(onBreak, at(1500));
    expect(ended).toMatchObject({ status: 'completed', partSeconds: [1200, 0] });
    expect(timeTakenSeconds(ended, at(1500))).toBe(1200);
  });

  it('never moves a completed or abandoned attempt', () => {
    const abandoned = { ...started(), status: 'abandoned' as const };
    expect(advanceClock(abandoned, at(99_999))).toBe(abandoned);
    expect(() => submitPart(abandoned, 0, at(1))).toThrow('already closed');
  });
});
