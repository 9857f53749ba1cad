import { Link, Navigate, useParams } from 'react-router-dom';
import { topicBreakdown } from '#shared/exam/scoring';
import { PageLoading } from '../../../components/page-loading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { torontoShortDateTime } from '#shared/toronto-time';
import { useAttempt } from '../api/attempt.ts';
import { formatDuration } from '../hooks/use-server-clock.ts';
import { scoreBand } from '../lib/score-band.ts';

/** /exam-session/{attemptId}/results: the score, the time and how each topic went. */
export function ResultsPage() {
  const { attemptId = '' } = useParams();
  const query = useAttempt(attemptId);

  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <section className="centered-page">
        <h1>{notFound ? 'Results not found' : "We couldn't load your results"}</h1>
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
  const { attempt, questions, responses } = query.data;
  if (attempt.status !== 'completed') return <Navigate to={`/exam-session/${attempt.id}`} replace />;

  const scored = questions.flatMap((q) => (q.review ? [{ id: q.id, topic: q.topic, correctChoice: q.review.correctChoice }] : []));
  const topics = topicBreakdown(scored, responses);
  const score = attempt.score ?? 0;
  const answered = Object.values(responses).filter((r) => r.choice !== null).length;

  return (
    <div className="results-page">
      <p className="eyebrow">{attempt.mode === 'tutor' ? 'Tutor mode' : 'Timed'} · completed {attempt.completedAt ? torontoShortDateTime(attempt.completedAt) : ''}</p>
      <h1>{attempt.templateName}: your results</h1>
      <div className="result-cards">
        <div className={`result-card band-${scoreBand(score)}`}>
          <span className="result-label">Score</span>
          <strong className="result-value" data-testid="result-score">
            {Math.round(score)}%
          </strong>
        </div>
        <div className="result-card">
          <span className="result-label">Correct</span>
          <strong className="result-value" data-testid="result-correct">
            {attempt.correctCount ?? 0} / {attempt.totalQuestions}
          </strong>
          <span className="muted">{attempt.totalQuestions - answered} unanswered</span>
        </div>
        <div className="result-card">
          <span className="result-label">Time taken</span>
          <strong className="result-value">{formatDuration(attempt.timeTakenSeconds ?? 0)}</strong>
          <span className="muted">{Math.round((attempt.timeTakenSeconds ?? 0) / Math.max(1, attempt.totalQuestions))} s per question</span>
        </div>
      </div>

      <section className="card" aria-labelledby="topics-heading">
        <h2 id="topics-heading">By topic</h2>
        <table className="topic-table">
          <thead>
            <tr>
              <th scope="col">Topic</th>
              <th scope="col">Correct</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {topics.map((row) => (
              <tr key={row.topic}>
                <th scope="row">{row.topic}</th>
                <td>
                  {row.correct} / {row.total}
                </td>
                <td>
                  <span className="bar" aria-hidden="true">
                    <span className={`bar-fill band-${scoreBand(row.score)}`} style={{ width: `${row.score}%` }} />
                  </span>
                  {Math.round(row.score)}%
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <div className="results-actions">
        <Link to={`/exam-results/${attempt.id}`} className="button">
          Review Answers and Explanations
        </Link>
        <Link to={`/diagnostic-report/${attempt.id}`} className="button button-secondary">
          View Diagnostic Report
        </Link>
        <Link to="/my-exam-history" className="button button-secondary">
          Exam History
        </Link>
        <Link to="/my-content" className="button button-secondary">
          Practice Content
        </Link>
      </div>
    </div>
  );
}
