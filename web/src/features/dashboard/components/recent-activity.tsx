import { Link } from 'react-router-dom';
import { torontoShortDateTime } from '#shared/toronto-time';
import { useRecentActivity } from '../api/recent-activity.ts';

/** Spec (learning-area §9): 85+ green, 70+ blue, 60+ yellow, otherwise red. */
function band(score: number): string {
  if (score >= 85) return 'green';
  if (score >= 70) return 'blue';
  if (score >= 60) return 'yellow';
  return 'red';
}

const SHOWN = 2;

/** Recent Quiz Activity: the two newest completed attempts, with their score and a way back to them. */
export function RecentActivity() {
  const recent = useRecentActivity();
  return (
    <section className="card recent-activity" aria-labelledby="recent-heading">
      <div className="card-head">
        <h2 id="recent-heading">Recent Quiz Activity</h2>
        <Link to="/my-exam-history">View all</Link>
      </div>
      {recent.isPending ? (
        <p className="muted" role="status">
          Loading recent activity...
        </p>
      ) : recent.isError ? (
        <div role="alert">
          <p>Error loading recent activity: {recent.error.message || 'Failed to load exam attempts'}</p>
          <button type="button" className="button button-secondary" onClick={() => void recent.refetch()}>
            Retry
          </button>
        </div>
      ) : recent.data.items.length === 0 ? (
        <p className="muted">
          No completed quizzes yet. <Link to="/test-exam">Take your first quiz</Link>.
        </p>
      ) : (
        <ul className="recent-list">
          {recent.data.items.slice(0, SHOWN).map((item) => (
            <li key={item.attemptId}>
              <div>
                <Link to={`/exam-session/${item.attemptId}/results`}>{item.templateName}</Link>
                <p className="muted">
                  {torontoShortDateTime(item.completedAt)} · {Math.round(item.timeTakenSeconds / 60)} min
                </p>
              </div>
              <span className={`recent-score band-text-${band(item.score)}`}>
                {Math.round(item.score)}%<span className="visually-hidden"> score</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
