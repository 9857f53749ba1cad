import { Link } from 'react-router-dom';
import { Breadcrumbs } from '../../../components/breadcrumbs.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { torontoShortDateTime } from '#shared/toronto-time';
import { useHistory } from '../api/history.ts';
import { formatDuration } from '../hooks/use-server-clock.ts';
import { scoreBand } from '../lib/score-band.ts';

/** /my-exam-history: every completed attempt, newest first; each opens its review. */
export function HistoryPage() {
  const history = useHistory();
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="history-page">
      <Breadcrumbs label="Exam History" />
      <h1>Exam History</h1>
      {history.isPending ? (
        <PageLoading />
      ) : history.isError ? (
        <div className="card" role="alert">
          <p>Failed to load exam attempts: {history.error.message}</p>
          <button type="button" className="button" onClick={() => void history.refetch()}>
            Retry
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="empty-state card">
          <h2>No completed exams yet</h2>
          <p className="muted">Finish a quiz or the free diagnostic and your results will be listed here.</p>
          <Link to="/my-content" className="button">
            Go to Practice Content
          </Link>
        </div>
      ) : (
        <>
          <ul className="history-list">
            {items.map((item) => (
              <li key={item.attemptId} className="history-item card">
                <div className="history-main">
                  <h2>
                    <Link to={`/exam-results/${item.attemptId}`}>{item.templateName}</Link>
                  </h2>
                  <p className="muted">
                    {torontoShortDateTime(item.completedAt)} · {item.mode === 'tutor' ? 'Tutor mode' : 'Timed'} · {formatDuration(item.timeTakenSeconds)}
                  </p>
                </div>
                <p className={`history-score band-${scoreBand(item.score)}`}>
                  <strong>{Math.round(item.score)}%</strong>
                  <span>
                    {item.correctCount}/{item.totalQuestions} correct
                  </span>
                </p>
                <div className="history-actions">
                  <Link to={`/exam-session/${item.attemptId}/results`} className="button button-secondary">
                    Results
                  </Link>
                  <Link to={`/exam-results/${item.attemptId}`} className="button">
                    Review
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          {history.hasNextPage && (
            <button type="button" className="button button-secondary" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
              {history.isFetchingNextPage ? 'Loading...' : 'Show More'}
            </button>
          )}
        </>
      )}
    </div>
  );
}
