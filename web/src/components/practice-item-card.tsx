import { Link } from 'react-router-dom';
import type { ContentItem } from '#shared/api/content';

function minutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = Math.round(total % 60);
  return h ? `${h} h${m ? ` ${m} min` : ''}` : `${m} min`;
}

const STATUS_CLASS: Record<ContentItem['status'], string> = { 'Not Started': 'status-new', 'In Progress': 'status-progress', Completed: 'status-done' };

/** One practice item to start, resume, retake or unlock (also on the dashboard's study materials). */
export function PracticeItemCard({
  item,
  timeMultiplier,
  onStart,
  headingLevel = 3,
}: {
  item: ContentItem;
  timeMultiplier: number;
  onStart: (item: ContentItem, restart: boolean) => void;
  headingLevel?: 3 | 4 | 5;
}) {
  const headingId = `item-${item.contentItemId}`;
  const Heading = `h${headingLevel}` as const;
  return (
    <li className={`content-item card${item.unlocked ? '' : ' is-locked'}`} aria-labelledby={headingId}>
      <div className="content-item-head">
        <Heading id={headingId}>{item.name}</Heading>
        {item.unlocked && item.available && <span className={`status-badge ${STATUS_CLASS[item.status]}`}>{item.status}</span>}
        {item.unlocked && !item.available && <span className="status-badge status-soon">Coming soon</span>}
        {!item.unlocked && (
          <span className="status-badge status-locked">
            <svg aria-hidden="true" width="10" height="12" viewBox="0 0 10 12">
              <path d="M2 5V3.5a3 3 0 0 1 6 0V5h.5A1.5 1.5 0 0 1 10 6.5v4A1.5 1.5 0 0 1 8.5 12h-7A1.5 1.5 0 0 1 0 10.5v-4A1.5 1.5 0 0 1 1.5 5H2Zm1.5 0h3V3.5a1.5 1.5 0 0 0-3 0V5Z" fill="currentColor" />
            </svg>
            Locked
          </span>
        )}
      </div>
      <p className="muted">{item.description}</p>
      <p className="content-facts">
        {item.questionCount} questions · {minutes(item.durationMinutes * timeMultiplier)}
        {timeMultiplier !== 1 ? ` (${timeMultiplier}x time)` : ''}
      </p>
      <div className="content-actions">
        {!item.unlocked ? (
          <p className="unlock-hint">
            Included in the {item.unlockedBy.join(' or the ')}. <Link to="/pricing">See the packs</Link>
          </p>
        ) : !item.available ? (
          <p className="unlock-hint">These questions are being written and reviewed. Check back soon.</p>
        ) : item.status === 'In Progress' && item.attemptId ? (
          <>
            <Link to={`/exam-session/${item.attemptId}`} className="button" aria-label={`Resume ${item.name}`}>
              Resume
            </Link>
            <button type="button" className="button button-secondary" onClick={() => onStart(item, true)} aria-label={`Start ${item.name} over`}>
              Start Over
            </button>
          </>
        ) : item.status === 'Completed' && item.attemptId ? (
          <>
            <Link to={`/exam-session/${item.attemptId}/results`} className="button button-secondary" aria-label={`Results of ${item.name}`}>
              View Results
            </Link>
            <button type="button" className="button" onClick={() => onStart(item, true)} aria-label={`Retake ${item.name}`}>
              Retake
            </button>
          </>
        ) : (
          <button type="button" className="button" onClick={() => onStart(item, false)} aria-label={`Start ${item.name}`}>
            Start
          </button>
        )}
      </div>
    </li>
  );
}
