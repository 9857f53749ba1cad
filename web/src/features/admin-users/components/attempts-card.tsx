import { torontoShortDateTime } from '#shared/toronto-time';
import { LoadMore } from '../../../components/admin/load-more.tsx';
import { useUserAttempts } from '../api/users.ts';

const minutes = (seconds: number) => `${Math.round(seconds / 60)} min`;

/** The user's completed attempts, newest first, a page at a time. */
export function AttemptsCard({ userId }: { userId: string }) {
  const attempts = useUserAttempts(userId);
  const rows = attempts.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="card admin-user-card" aria-labelledby="user-attempts-heading">
      <h2 id="user-attempts-heading">Completed attempts</h2>
      {attempts.isPending && (
        <p className="muted admin-user-note" role="status">
          Loading attempts...
        </p>
      )}
      {attempts.isError && (
        <p role="alert" className="admin-user-note">
          Could not load the attempts.{' '}
          <button type="button" className="link-button" onClick={() => void attempts.refetch()}>
            Retry
          </button>
        </p>
      )}
      {attempts.isSuccess && rows.length === 0 && <p className="muted admin-user-note">No completed attempts yet.</p>}
      {rows.length > 0 && (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Completed attempts, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Completed</th>
                  <th scope="col">Exam</th>
                  <th scope="col">Mode</th>
                  <th scope="col">Score</th>
                  <th scope="col">Correct</th>
                  <th scope="col">Time</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((attempt) => (
                  <tr key={attempt.attemptId}>
                    <td>{torontoShortDateTime(attempt.completedAt)}</td>
                    <td>{attempt.templateName}</td>
                    <td>{attempt.mode === 'tutor' ? 'Tutor' : 'Timed'}</td>
                    <td>{Math.round(attempt.score)}%</td>
                    <td>
                      {attempt.correctCount}/{attempt.totalQuestions}
                    </td>
                    <td>{minutes(attempt.timeTakenSeconds)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LoadMore shown={rows.length} hasMore={attempts.hasNextPage} loading={attempts.isFetchingNextPage} onLoadMore={() => void attempts.fetchNextPage()} noun={rows.length === 1 ? 'attempt' : 'attempts'} />
        </>
      )}
    </section>
  );
}
