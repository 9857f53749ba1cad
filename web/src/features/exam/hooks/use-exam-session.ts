import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { AttemptDetail, AttemptResponse, Highlight, QuestionReview, SaveResponseRequest } from '#shared/api/attempts';
import type { ChoiceId } from '#shared/exam/question';
import { partRange } from '#shared/exam/timing';
import { putNotes, putPosition, putResponse } from '../api/attempt.ts';
import { SaveQueue, type PendingChange } from '../api/save-queue.ts';

export const EMPTY_RESPONSE: AttemptResponse = { choice: null, flagged: false, struckOut: [], secondsSpent: 0, confidence: null, highlights: [] };

function applyChange(response: AttemptResponse | undefined, change: SaveResponseRequest): AttemptResponse {
  const base = response ?? EMPTY_RESPONSE;
  return {
    choice: change.choice === undefined ? base.choice : change.choice,
    flagged: change.flagged ?? base.flagged,
    struckOut: change.struckOut ?? base.struckOut,
    secondsSpent: base.secondsSpent + (change.secondsSpent ?? 0),
    confidence: change.confidence === undefined ? base.confidence : change.confidence,
    highlights: change.highlights ?? base.highlights,
  };
}

function sendChange(attemptId: string, change: PendingChange): Promise<void> {
  if (change.kind === 'response') return putResponse(attemptId, change.questionId, change.change).then(() => undefined);
  if (change.kind === 'position') return putPosition(attemptId, change.questionIndex).then(() => undefined);
  return putNotes(attemptId, change.text).then(() => undefined);
}

/**
 * The running part of an attempt on this screen: what is on screen (the server's copy with the
 * unsaved changes on top), where the candidate is, the background saves, and the time spent on
 * each question (counted only while the page is visible).
 */
export function useExamSession(detail: AttemptDetail, handlers: { onClosed: () => void; onRejected: (message: string) => void }) {
  const { attempt } = detail;
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  const [queue] = useState(
    () =>
      new SaveQueue(attempt.id, { send: (change) => sendChange(attempt.id, change) }, {
        onClosed: () => handlersRef.current.onClosed(),
        onRejected: (message) => handlersRef.current.onRejected(message),
      }),
  );
  useEffect(() => {
    queue.start();
    return () => queue.stop();
  }, [queue]);
  const saveState = useSyncExternalStore(queue.subscribe, queue.getState);

  const { start, end } = partRange(attempt.parts, attempt.currentPart);
  const unsaved = useMemo(() => queue.unsaved(), [queue]);

  const [responses, setResponses] = useState<Record<string, AttemptResponse>>(() => {
    const merged = { ...detail.responses };
    for (const change of unsaved) if (change.kind === 'response') merged[change.questionId] = applyChange(merged[change.questionId], change.change);
    return merged;
  });
  const [reviews, setReviews] = useState<Record<string, QuestionReview>>(() =>
    Object.fromEntries(detail.questions.flatMap((q) => (q.review ? [[q.id, q.review]] : []))),
  );
  const [index, setIndex] = useState(() => {
    const pending = unsaved.find((c) => c.kind === 'position');
    const wanted = pending?.kind === 'position' ? pending.questionIndex : attempt.currentQuestionIndex;
    return wanted >= start && wanted < end ? wanted : start;
  });
  const [notes, setNotesState] = useState(() => {
    const pending = unsaved.find((c) => c.kind === 'notes');
    return pending?.kind === 'notes' ? pending.text : detail.notes;
  });

  const question = detail.questions[index - start];

  // Time on the current question: counted while the page is visible, sent with the next save.
  const timer = useRef<{ questionId: string | undefined; since: number | null; carriedMs: number }>({ questionId: question?.id, since: Date.now(), carriedMs: 0 });
  const flushTime = useCallback(() => {
    const t = timer.current;
    if (!t.questionId) return;
    const now = Date.now();
    const ms = t.carriedMs + (t.since === null ? 0 : now - t.since);
    const seconds = Math.floor(ms / 1000);
    t.carriedMs = ms - seconds * 1000;
    if (t.since !== null) t.since = now;
    if (seconds > 0) {
      const questionId = t.questionId;
      const change = { secondsSpent: Math.min(seconds, 3600) };
      setResponses((current) => ({ ...current, [questionId]: applyChange(current[questionId], change) }));
      queue.enqueue({ kind: 'response', questionId, change });
    }
  }, [queue]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        flushTime();
        timer.current.since = null;
      } else {
        timer.current.since = Date.now();
      }
    };
    const onPageHide = () => flushTime();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    const every = setInterval(flushTime, 30_000);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      clearInterval(every);
    };
  }, [flushTime]);

  const goTo = useCallback(
    (next: number) => {
      if (next < start || next >= end || next === index) return;
      flushTime();
      timer.current = { questionId: detail.questions[next - start]?.id, since: document.visibilityState === 'hidden' ? null : Date.now(), carriedMs: 0 };
      setIndex(next);
      queue.enqueue({ kind: 'position', questionIndex: next });
    },
    [start, end, index, flushTime, detail.questions, queue],
  );

  const change = useCallback(
    (questionId: string, update: SaveResponseRequest) => {
      setResponses((current) => ({ ...current, [questionId]: applyChange(current[questionId], update) }));
      queue.enqueue({ kind: 'response', questionId, change: update });
    },
    [queue],
  );

  const setNotes = useCallback(
    (text: string) => {
      setNotesState(text);
      queue.enqueue({ kind: 'notes', text });
    },
    [queue],
  );

  /** Tutor mode: the choice goes straight to the server, which answers with the explanation. */
  const checkAnswer = useCallback(
    async (questionId: string, choice: ChoiceId) => {
      const result = await putResponse(attempt.id, questionId, { choice });
      setResponses((current) => ({ ...current, [questionId]: applyChange(current[questionId], { choice }) }));
      const { review } = result;
      if (review) setReviews((current) => ({ ...current, [questionId]: review }));
    },
    [attempt.id],
  );

  const actions = useMemo(
    () => ({
      choose: (questionId: string, choice: ChoiceId | null) => change(questionId, { choice }),
      toggleFlag: (questionId: string) => change(questionId, { flagged: !(responses[questionId]?.flagged ?? false) }),
      toggleStrike: (questionId: string, choice: ChoiceId) => {
        const struck = responses[questionId]?.struckOut ?? [];
        change(questionId, { struckOut: struck.includes(choice) ? struck.filter((c) => c !== choice) : [...struck, choice].sort() });
      },
      setConfidence: (questionId: string, confidence: 'sure' | 'unsure' | null) => change(questionId, { confidence }),
      setHighlights: (questionId: string, highlights: Highlight[]) => change(questionId, { highlights }),
    }),
    [change, responses],
  );

  /** Sends the time on the current question and waits for every save to land. */
  const flushAll = useCallback(async () => {
    flushTime();
    await queue.flush();
  }, [flushTime, queue]);

  return { question, index, start, end, responses, reviews, notes, saveState, goTo, actions, setNotes, checkAnswer, flushAll };
}

export type ExamSession = ReturnType<typeof useExamSession>;
