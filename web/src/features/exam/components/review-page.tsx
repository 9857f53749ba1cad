import { useMemo, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTES_MAX_LENGTH, type AttemptDetail, type AttemptResponse, type PresentedQuestion } from '#shared/api/attempts';
import { choiceIds } from '#shared/exam/question';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { attemptQueryOptions, putNotes, useAttempt } from '../api/attempt.ts';
import { useQuestionReports } from '../api/question-reports.ts';
import { formatDuration } from '../hooks/use-server-clock.ts';
import { EMPTY_RESPONSE } from '../hooks/use-exam-session.ts';
import { ReportQuestion } from './report-question.tsx';

type Filter = 'all' | 'incorrect' | 'unanswered' | 'flagged';
const FILTERS: { id: Filter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'incorrect', label: 'Incorrect' },
  { id: 'unanswered', label: 'Unanswered' },
  { id: 'flagged', label: 'Flagged' },
];

function outcome(question: PresentedQuestion, response: AttemptResponse): 'correct' | 'incorrect' | 'unanswered' {
  if (response.choice === null) return 'unanswered';
  return response.choice === question.review?.correctChoice ? 'correct' : 'incorrect';
}

function ReviewedQuestion({
  attemptId,
  question,
  response,
  caseText,
  reported,
}: {
  attemptId: string;
  question: PresentedQuestion;
  response: AttemptResponse;
  caseText?: { title: string; text: string };
  reported: boolean;
}) {
  const review = question.review;
  const result = outcome(question, response);
  return (
    <article className={`reviewed-question result-${result}`} aria-labelledby={`rq-${question.id}`}>
      <header className="reviewed-head">
        <h2 id={`rq-${question.id}`}>Question {question.number}</h2>
        <span className={`result-tag tag-${result}`}>{result === 'correct' ? '✓ Correct' : result === 'incorrect' ? '✗ Incorrect' : '– Unanswered'}</span>
        <span className="topic-badge">{question.topic}</span>
        {review && <span className="muted">{review.subtopic}</span>}
      </header>
      <p className="reviewed-meta muted">
        Time spent {formatDuration(response.secondsSpent)}
        {response.flagged ? ' · ⚑ Flagged' : ''}
        {response.confidence ? ` · You were ${response.confidence}` : ''}
        <span className="visually-hidden"> · Question id {question.id}</span>
      </p>
      {caseText && (
        <details className="case-text">
          <summary>Case: {caseText.title}</summary>
          <div className="case-body">{caseText.text}</div>
        </details>
      )}
      <p className="stem">{question.stem}</p>
      <ul className="reviewed-choices">
        {choiceIds.map((id) => {
          const correct = review?.correctChoice === id;
          const chosen = response.choice === id;
          return (
            <li key={id} className={[correct && 'is-correct', chosen && !correct && 'is-wrong'].filter(Boolean).join(' ')}>
              <p className="reviewed-choice">
                <span className="choice-letter" aria-hidden="true">
                  {id}
                </span>
                <span>
                  <span className="visually-hidden">{`${id}. `}</span>
                  {question.choices[id]}
                  {correct && <strong className="choice-verdict"> Correct answer</strong>}
                  {chosen && <strong className="choice-verdict"> {correct ? '· Your answer' : 'Your answer'}</strong>}
                </span>
              </p>
              {review && <p className="choice-explanation">{review.explanations[id]}</p>}
            </li>
          );
        })}
      </ul>
      {review && (
        <p className="rule-reference">
          <strong>Rule:</strong> {review.ruleReference}
          {review.openBookLocation && (
            <>
              <br />
              <strong>In your materials:</strong> {review.openBookLocation}
            </>
          )}
        </p>
      )}
      <div className="question-report">
        <ReportQuestion attemptId={attemptId} questionId={question.id} questionNumber={question.number} reported={reported} />
      </div>
    </article>
  );
}

function NotesCard({ attemptId, notes }: { attemptId: string; notes: string }) {
  const [text, setText] = useState(notes);
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    mutationFn: () => putNotes(attemptId, text),
    onSuccess: () => {
      toast({ title: 'Notes saved' });
      void queryClient.invalidateQueries({ queryKey: attemptQueryOptions(attemptId).queryKey });
    },
    onError: (error) => toast({ title: 'Notes not saved', description: error.message, variant: 'destructive' }),
  });
  return (
    <details className="card notes-card" open={notes.length > 0}>
      <summary>Your notes</summary>
      <label htmlFor="review-notes" className="visually-hidden">
        Your notes
      </label>
      <textarea id="review-notes" value={text} maxLength={NOTES_MAX_LENGTH} onChange={(e) => setText(e.target.value)} rows={5} />
      <button type="button" className="button button-secondary" onClick={() => save.mutate()} disabled={save.isPending || text === notes}>
        {save.isPending ? 'Saving...' : 'Save Notes'}
      </button>
    </details>
  );
}

/** After a refund or the end of the access: the score stays, the questions and explanations are not served, and the page says why. */
function WithheldReview({ attempt, notes, message }: { attempt: AttemptDetail['attempt']; notes: string; message: string }) {
  return (
    <div className="review-page">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to="/my-exam-history">Exam History</Link> <span aria-hidden="true">›</span>{' '}
        <Link to={`/exam-session/${attempt.id}/results`}>Results</Link> <span aria-hidden="true">›</span> <span aria-current="page">Review</span>
      </nav>
      <h1>Review: {attempt.templateName}</h1>
      <p className="muted">
        {attempt.correctCount ?? 0} of {attempt.totalQuestions} correct ({Math.round(attempt.score ?? 0)}%).
      </p>
      <section className="card" role="status" aria-labelledby="withheld-heading">
        <h2 id="withheld-heading">The questions are no longer available</h2>
        <p>{message}</p>
        <p>
          <Link to="/pricing" className="button">
            See the packs
          </Link>{' '}
          <Link to="/my-exam-history" className="button button-secondary">
            Go to Exam History
          </Link>
        </p>
      </section>
      <NotesCard attemptId={attempt.id} notes={notes} />
    </div>
  );
}

/** /exam-results/{attemptId}: every question with the candidate's answer, the correct one and why. */
export function ReviewPage() {
  const { attemptId = '' } = useParams();
  const query = useAttempt(attemptId);
  const questionReports = useQuestionReports(attemptId);
  const [filter, setFilter] = useState<Filter>('all');
  const [topic, setTopic] = useState('');

  const data = query.data;
  const topics = useMemo(() => [...new Set(data?.questions.map((q) => q.topic) ?? [])], [data]);
  const reported = useMemo(() => new Set(questionReports.data?.reports.map((r) => r.questionId)), [questionReports.data]);

  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <section className="centered-page">
        <h1>{notFound ? 'Review not found' : "We couldn't load this review"}</h1>
        {notFound ? (
          <Link to="/my-exam-history" className="button">
            Go to Exam History
          </Link>
        ) : (
          <button type="button" className="button" onClick={() => void query.refetch()}>
            Try Again
          </button>
        )}
      </section>
    );
  }
  const { attempt, questions, responses, cases } = query.data;
  if (attempt.status !== 'completed') return <Navigate to={`/exam-session/${attempt.id}`} replace />;
  if (query.data.contentWithheld) return <WithheldReview attempt={attempt} notes={query.data.notes} message={query.data.contentWithheld.message} />;

  const responseOf = (q: PresentedQuestion) => responses[q.id] ?? EMPTY_RESPONSE;
  const counts: Record<Filter, number> = {
    all: questions.length,
    incorrect: questions.filter((q) => outcome(q, responseOf(q)) === 'incorrect').length,
    unanswered: questions.filter((q) => outcome(q, responseOf(q)) === 'unanswered').length,
    flagged: questions.filter((q) => responseOf(q).flagged).length,
  };
  const shown = questions.filter((q) => {
    const response = responseOf(q);
    if (topic && q.topic !== topic) return false;
    if (filter === 'incorrect') return outcome(q, response) === 'incorrect';
    if (filter === 'unanswered') return outcome(q, response) === 'unanswered';
    if (filter === 'flagged') return response.flagged;
    return true;
  });

  return (
    <div className="review-page">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to="/my-exam-history">Exam History</Link> <span aria-hidden="true">›</span>{' '}
        <Link to={`/exam-session/${attempt.id}/results`}>Results</Link> <span aria-hidden="true">›</span> <span aria-current="page">Review</span>
      </nav>
      <h1>Review: {attempt.templateName}</h1>
      <p className="muted">
        {attempt.correctCount ?? 0} of {attempt.totalQuestions} correct ({Math.round(attempt.score ?? 0)}%).
      </p>
      <NotesCard attemptId={attempt.id} notes={query.data.notes} />
      <div className="review-filters">
        <div className="segmented" role="group" aria-label="Show questions">
          {FILTERS.map((f) => (
            <button key={f.id} type="button" className={`chip${filter === f.id ? ' is-on' : ''}`} aria-pressed={filter === f.id} onClick={() => setFilter(f.id)}>
              {f.label} ({counts[f.id]})
            </button>
          ))}
        </div>
        <label className="topic-filter">
          <span>Topic</span>
          <select value={topic} onChange={(e) => setTopic(e.target.value)}>
            <option value="">All topics</option>
            {topics.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="visually-hidden" role="status">
        Showing {shown.length} of {questions.length} questions
      </p>
      {shown.length === 0 ? (
        <p className="empty-state">No questions match these filters.</p>
      ) : (
        shown.map((q) => (
          <ReviewedQuestion
            key={q.id}
            attemptId={attempt.id}
            question={q}
            response={responseOf(q)}
            caseText={q.caseId ? cases[q.caseId] : undefined}
            reported={reported.has(q.id)}
          />
        ))
      )}
    </div>
  );
}
