import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { AttemptDetail } from '#shared/api/attempts';
import type { ChoiceId } from '#shared/exam/question';
import { ConfirmDialog } from '../../../components/dialog.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { attemptQueryOptions, useAttempt, useStartPart, useSubmitAttempt } from '../api/attempt.ts';
import { useQuestionReports } from '../api/question-reports.ts';
import type { SaveState } from '../api/save-queue.ts';
import { useExamSession, EMPTY_RESPONSE } from '../hooks/use-exam-session.ts';
import { useExamShortcuts } from '../hooks/use-exam-shortcuts.ts';
import { formatClock, useServerNow } from '../hooks/use-server-clock.ts';
import { BreakScreen } from './break-screen.tsx';
import { Navigator, questionState } from './navigator.tsx';
import { CalculatorPanel } from './calculator-panel.tsx';
import { NotesPanel } from './notes-panel.tsx';
import { QuestionPanel } from './question-panel.tsx';
import { ReportQuestion } from './report-question.tsx';
import { ReviewScreen } from './review-screen.tsx';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';

const WARNINGS = [
  { seconds: 600, title: '10 minutes left', description: 'Ten minutes remain in this part. Check your flagged and unanswered questions.' },
  { seconds: 60, title: '1 minute left', description: 'One minute remains. Unsaved answers are sent automatically when time is up.' },
];

function SaveIndicator({ state }: { state: SaveState }) {
  const text = {
    saved: 'All changes saved',
    saving: 'Saving...',
    offline: `Offline: ${state.pending} change${state.pending === 1 ? '' : 's'} waiting`,
    retrying: 'Connection problem: retrying',
    closed: 'Time is up',
  }[state.status];
  return (
    <p className={`save-indicator save-${state.status}`} role="status" aria-live="polite" data-testid="save-status">
      <span className="save-dot" aria-hidden="true" />
      {text}
    </p>
  );
}

/** The running part of an attempt. Remounted (by key) whenever the part changes. */
function ExamRunner({ detail, receivedAt }: { detail: AttemptDetail; receivedAt: number }) {
  const { attempt, questions } = detail;
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const submit = useSubmitAttempt(attempt.id);
  const refetch = useCallback(() => void queryClient.invalidateQueries({ queryKey: attemptQueryOptions(attempt.id).queryKey }), [queryClient, attempt.id]);

  const session = useExamSession(detail, {
    onClosed: () => {
      toast({ title: 'Time is up', description: 'This part is closed; what you saved was submitted.' });
      refetch();
    },
    onRejected: (message) => toast({ title: 'Not saved', description: message, variant: 'destructive' }),
  });
  const { question, index, start, end, responses, reviews } = session;
  const questionReports = useQuestionReports(attempt.id);
  const reported = useMemo(() => new Set(questionReports.data?.reports.map((r) => r.questionId)), [questionReports.data]);
  // A report needs the answer saved on the server: send what is waiting first.
  const flushSaves = useCallback(() => Promise.race([session.flushAll(), new Promise((resolve) => setTimeout(resolve, 8000))]), [session]);

  const [view, setView] = useState<'question' | 'review'>('question');
  const [notesOpen, setNotesOpen] = useState(false);
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const calculatorButton = useRef<HTMLButtonElement>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [navOpen, setNavOpen] = useState(false);
  const [pendingChoice, setPendingChoice] = useState<ChoiceId | null>(null);
  const [checking, setChecking] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // The case text starts open beside the question on wide screens, folded above it on phones.
  const [caseOpenByDefault] = useState(() => window.matchMedia('(min-width: 900px)').matches);

  const tutor = attempt.mode === 'tutor';
  const multiPart = attempt.parts.length > 1;
  const isLastPart = attempt.currentPart === attempt.parts.length - 1;
  const partLabel = multiPart ? `Part ${attempt.currentPart + 1}` : null;
  const now = useServerNow(detail.serverNow, receivedAt);
  // Never more than the part's own time (rounding up, or a server clock a moment ahead).
  const remaining = Math.min(attempt.parts[attempt.currentPart]?.durationSeconds ?? Infinity, Math.ceil((Date.parse(attempt.deadline) - now) / 1000));
  const elapsed = Math.floor((now - Date.parse(attempt.partStartedAt ?? attempt.startedAt)) / 1000);

  useEffect(() => setPendingChoice(null), [index]);

  const finish = useCallback(async () => {
    await Promise.race([session.flushAll(), new Promise((resolve) => setTimeout(resolve, 8000))]);
    try {
      const result = await submit.mutateAsync(attempt.currentPart);
      setConfirmOpen(false);
      if (result.status === 'completed') navigate(`/exam-session/${attempt.id}/processing`, { replace: true });
    } catch (error) {
      toast({ title: 'Submission failed', description: error instanceof Error ? error.message : 'Please try again.', variant: 'destructive' });
    }
  }, [session, submit, attempt.currentPart, attempt.id, navigate, toast]);

  // Warnings at 10 and 1 minutes, and submission when time is up (the server closes the part anyway).
  const warned = useRef(new Set(WARNINGS.filter((w) => remaining <= w.seconds).map((w) => w.seconds)));
  const timeUp = useRef(false);
  useEffect(() => {
    if (tutor) return;
    for (const warning of WARNINGS) {
      if (remaining <= warning.seconds && !warned.current.has(warning.seconds)) {
        warned.current.add(warning.seconds);
        toast({ title: warning.title, description: warning.description });
        setAnnouncement(warning.title);
      }
    }
    if (remaining <= 0 && !timeUp.current) {
      timeUp.current = true;
      setAnnouncement('Time is up. Submitting.');
      void finish();
    }
  }, [remaining, tutor, toast, finish]);

  const goNext = useCallback(() => {
    if (index + 1 < end) session.goTo(index + 1);
    else setView('review');
  }, [index, end, session]);

  const choose = useCallback(
    (choice: ChoiceId) => {
      if (!question || view !== 'question') return;
      if (tutor) {
        if (!reviews[question.id]) setPendingChoice(choice);
        return;
      }
      const current = responses[question.id]?.choice ?? null;
      session.actions.choose(question.id, current === choice ? null : choice);
    },
    [question, view, tutor, reviews, responses, session.actions],
  );

  const check = useCallback(async () => {
    if (!question || !tutor || pendingChoice === null || reviews[question.id]) return;
    setChecking(true);
    try {
      await session.checkAnswer(question.id, pendingChoice);
    } catch (error) {
      const offline = !(error instanceof ApiError);
      toast({
        title: offline ? 'You are offline' : 'Answer not checked',
        description: offline ? 'Reconnect to check your answer.' : error.message,
        variant: 'destructive',
      });
      if (error instanceof ApiError && error.status === 409) refetch();
    } finally {
      setChecking(false);
    }
  }, [question, tutor, pendingChoice, reviews, session, toast, refetch]);

  useExamShortcuts(
    {
      choose,
      strike: (choice) => question && view === 'question' && session.actions.toggleStrike(question.id, choice),
      next: () => (view === 'question' ? goNext() : undefined),
      previous: () => (view === 'question' ? session.goTo(index - 1) : setView('question')),
      flag: () => question && view === 'question' && session.actions.toggleFlag(question.id),
      confidence: (value) => question && view === 'question' && session.actions.setConfidence(question.id, responses[question.id]?.confidence === value ? null : value),
      check: () => void check(),
      review: () => setView('review'),
      help: () => setHelpOpen(true),
    },
    !notesOpen,
  );

  const answeredCount = questions.filter((q) => questionState(responses[q.id]).answered).length;
  const submitTitle = multiPart && !isLastPart ? `Submit ${partLabel}?` : 'Submit exam?';
  const unanswered = questions.length - answeredCount;
  const flagged = questions.filter((q) => questionState(responses[q.id]).flagged).length;

  return (
    <div className="exam-screen">
      <header className="exam-bar">
        <div className="exam-title">
          <p className="exam-name">{attempt.templateName}</p>
          <p className="exam-position">
            {partLabel ? `${partLabel} of ${attempt.parts.length} · ` : ''}
            {view === 'question' && question ? `Question ${question.number} of ${attempt.totalQuestions}` : 'Review'}
            {tutor ? ' · Tutor mode' : ''}
          </p>
        </div>
        <div className={`exam-clock${!tutor && remaining <= 600 ? ' is-low' : ''}`} role="timer" aria-live="off" aria-label={tutor ? 'Time spent' : 'Time left'}>
          <span className="exam-clock-label">{tutor ? 'Time spent' : 'Time left'}</span>
          <strong data-testid="exam-clock">{formatClock(tutor ? elapsed : remaining)}</strong>
        </div>
        <SaveIndicator state={session.saveState} />
        <div className="exam-tools">
          <button
            type="button"
            className="link-button exam-exit"
            onClick={() => {
              void Promise.race([session.flushAll(), new Promise((resolve) => setTimeout(resolve, 3000))]).then(() => navigate('/my-content'));
            }}
          >
            Save &amp; Exit
          </button>
          <button type="button" className="button button-secondary button-small-dark" aria-pressed={notesOpen} onClick={() => setNotesOpen((open) => !open)}>
            Notes
          </button>
          <button
            type="button"
            className="button button-secondary button-small-dark"
            aria-pressed={calculatorOpen}
            ref={calculatorButton}
            onClick={() => setCalculatorOpen((open) => !open)}
          >
            Calculator
          </button>
          <button type="button" className="button button-secondary button-small-dark shortcuts-button" onClick={() => setHelpOpen(true)} aria-label="Keyboard shortcuts">
            <span aria-hidden="true">?</span>
          </button>
          <button type="button" className="button button-small-dark" onClick={() => setView('review')}>
            Review &amp; Submit
          </button>
        </div>
        <p className="visually-hidden" aria-live="assertive">
          {announcement}
        </p>
      </header>

      <div className="exam-body">
        <main className="exam-main" id="exam-main">
          {view === 'review' ? (
            <ReviewScreen
              questions={questions}
              responses={responses}
              start={start}
              partLabel={partLabel}
              isLastPart={isLastPart}
              onGo={(target) => {
                setView('question');
                session.goTo(target);
              }}
              onBack={() => setView('question')}
              onSubmit={() => setConfirmOpen(true)}
            />
          ) : question ? (
            <div className={`question-layout${question.caseId ? ' has-case' : ''}`}>
              {question.caseId && detail.cases[question.caseId] && (
                <details className="case-text" open={caseOpenByDefault}>
                  <summary>Case: {detail.cases[question.caseId]?.title}</summary>
                  <div className="case-body">{detail.cases[question.caseId]?.text}</div>
                </details>
              )}
              <QuestionPanel
                key={question.id}
                question={question}
                response={responses[question.id] ?? EMPTY_RESPONSE}
                review={reviews[question.id]}
                tutor={tutor}
                pendingChoice={pendingChoice}
                checking={checking}
                onChoose={choose}
                onCheck={() => void check()}
                onToggleStrike={(choice) => session.actions.toggleStrike(question.id, choice)}
                onToggleFlag={() => session.actions.toggleFlag(question.id)}
                onConfidence={(value) => session.actions.setConfidence(question.id, value)}
                onHighlights={(highlights) => session.actions.setHighlights(question.id, highlights)}
              />
              {(responses[question.id]?.choice ?? null) !== null && (
                <div className="question-report">
                  <ReportQuestion
                    key={question.id}
                    attemptId={attempt.id}
                    questionId={question.id}
                    questionNumber={question.number}
                    reported={reported.has(question.id)}
                    beforeSubmit={flushSaves}
                  />
                </div>
              )}
              <div className="question-nav">
                <button type="button" className="button button-secondary" onClick={() => session.goTo(index - 1)} disabled={index <= start}>
                  ← Previous
                </button>
                <button type="button" className="button" onClick={goNext}>
                  {index + 1 < end ? 'Next →' : 'Review Answers →'}
                </button>
              </div>
            </div>
          ) : (
            <p className="muted">This question could not be loaded.</p>
          )}
        </main>

        <div className={`exam-side${navOpen ? ' is-open' : ''}`}>
          <button type="button" className="button button-secondary navigator-toggle" aria-expanded={navOpen} onClick={() => setNavOpen((open) => !open)}>
            Questions ({answeredCount}/{questions.length} answered)
          </button>
          <Navigator
            questions={questions}
            responses={responses}
            currentIndex={view === 'question' ? index : -1}
            start={start}
            onGo={(target) => {
              setView('question');
              setNavOpen(false);
              session.goTo(target);
            }}
          />
        </div>

        {notesOpen && <NotesPanel notes={session.notes} onChange={session.setNotes} onClose={() => setNotesOpen(false)} />}
        {calculatorOpen && (
          <CalculatorPanel
            onClose={() => {
              setCalculatorOpen(false);
              calculatorButton.current?.focus();
            }}
          />
        )}
      </div>

      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={submitTitle}
        description={
          <>
            {unanswered ? `${unanswered} question${unanswered === 1 ? ' is' : 's are'} unanswered. ` : 'Every question is answered. '}
            {flagged ? `${flagged} ${flagged === 1 ? 'is' : 'are'} flagged. ` : ''}
            {multiPart && !isLastPart ? `You cannot return to ${partLabel} after submitting it.` : 'Your exam will be scored and you cannot change your answers afterwards.'}
          </>
        }
        confirmLabel={multiPart && !isLastPart ? `Submit ${partLabel}` : 'Submit Exam'}
        busy={submit.isPending}
        onConfirm={() => void finish()}
      />
    </div>
  );
}

/** /exam-session/{attemptId} and /exam/{attemptId}: the exam screen, the break between parts, or where to go instead. */
export function ExamSessionPage() {
  const { attemptId = '' } = useParams();
  const query = useAttempt(attemptId);
  const startPart = useStartPart(attemptId);
  const queryClient = useQueryClient();
  const toast = useToast();
  const detail = query.data;
  const now = useServerNow(detail?.serverNow, query.dataUpdatedAt);
  const refetch = useCallback(() => void queryClient.invalidateQueries({ queryKey: attemptQueryOptions(attemptId).queryKey }), [queryClient, attemptId]);

  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <section className="centered-page">
        <h1>{notFound ? 'Exam not found' : "We couldn't load your exam"}</h1>
        <p className="muted">{notFound ? 'This attempt does not exist or is not yours.' : 'Your answers are safe. Check your connection and try again.'}</p>
        {notFound ? (
          <Link to="/my-content" className="button">
            Go to Practice Content
          </Link>
        ) : (
          <button type="button" className="button" onClick={() => void query.refetch()}>
            Try Again
          </button>
        )}
      </section>
    );
  }
  const { attempt } = query.data;
  if (attempt.status === 'completed') return <Navigate to={`/exam-session/${attempt.id}/results`} replace />;
  if (attempt.status === 'abandoned') {
    return (
      <section className="centered-page">
        <h1>This attempt was replaced</h1>
        <p className="muted">You started {attempt.templateName} again, so this earlier attempt was closed without a score.</p>
        <Link to="/my-content" className="button">
          Go to Practice Content
        </Link>
      </section>
    );
  }
  if (attempt.partStartedAt === null) {
    return (
      <div className="exam-break">
        <BreakScreen
          attempt={attempt}
          now={now}
          starting={startPart.isPending}
          onStart={() =>
            startPart.mutate(attempt.currentPart, {
              onError: (error) => toast({ title: 'Could not start the next part', description: error.message, variant: 'destructive' }),
            })
          }
          onBreakOver={refetch}
        />
      </div>
    );
  }
  return <ExamRunner key={`${attempt.id}:${attempt.currentPart}`} detail={query.data} receivedAt={query.dataUpdatedAt} />;
}
