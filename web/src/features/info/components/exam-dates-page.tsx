import type { Sitting } from '#shared/api/sittings';
import { countdownLabel, daysUntil, NEXT_SITTING_NOT_PUBLISHED, NEXT_SITTING_NOT_PUBLISHED_DETAIL, upcoming } from '#shared/exam-sittings';
import { useSittings } from '../../../api/sittings.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import '../info.css';

const DATE_FIELDS: [keyof Sitting, string][] = [
  ['examDate', 'Exam date'],
  ['studyMaterialDate', 'Study materials available'],
  ['applicationDeadline', 'Application deadline'],
  ['accommodationDeadline', 'Accommodation request deadline'],
  ['registrationDeadline', 'Registration deadline'],
  ['defeatDeadline', 'Defeat deadline'],
];

function longDate(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

function SittingCard({ sitting, now }: { sitting: Sitting; now: Date }) {
  const days = daysUntil(sitting.examDate, now);
  return (
    <li className={`card sitting-card${days < 0 ? ' sitting-past' : ''}`}>
      <div className="sitting-head">
        <h2>{sitting.name}</h2>
        <span className={`status-badge ${days < 0 ? 'status-locked' : 'status-progress'}`}>{days < 0 ? 'Past' : `${countdownLabel(days)}${days > 1 ? ' away' : ''}`}</span>
      </div>
      <p className="muted">{sitting.type === 'barrister' ? 'Barrister' : 'Solicitor'} licensing exam</p>
      <dl className="sitting-dates">
        {DATE_FIELDS.map(([field, label]) => {
          const value = sitting[field];
          return typeof value === 'string' ? (
            <div key={field}>
              <dt>{label}</dt>
              <dd>{longDate(value)}</dd>
            </div>
          ) : null;
        })}
      </dl>
      {sitting.locations.length > 0 && (
        <div>
          <strong>Where</strong>
          <ul>
            {sitting.locations.map((location) => (
              <li key={location.city}>
                {location.city === 'toronto' ? 'Toronto' : 'Ottawa'}: {location.venue}
                {location.address && <>, {location.address}</>}
                {location.parking && <span className="muted"> ({location.parking})</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/** Upcoming sittings first, soonest first; then past ones, most recent first. */
function ordered(sittings: Sitting[], now: Date): Sitting[] {
  const next = upcoming(sittings, now);
  const past = sittings.filter((s) => !next.includes(s)).sort((a, b) => b.examDate.localeCompare(a.examDate));
  return [...next, ...past];
}

/** /exam-dates: the listed sittings with their deadlines and venues (data that administrators keep). */
export function ExamDatesPage() {
  const sittings = useSittings();
  const now = new Date();
  return (
    <article className="info-page">
      <h1>Ontario bar exam dates</h1>
      <p className="lead-small">
        The Law Society of Ontario sets the sittings and deadlines; always confirm them in your LSO licensing portal. Times are in Toronto.
      </p>
      {sittings.isPending ? (
        <PageLoading />
      ) : sittings.isError ? (
        <div className="empty-state" role="alert">
          <p>We could not load the exam dates. {sittings.error.message}</p>
          <button type="button" className="button" onClick={() => void sittings.refetch()}>
            Retry
          </button>
        </div>
      ) : sittings.data.sittings.length === 0 ? (
        <p className="empty-state" role="status">
          {NEXT_SITTING_NOT_PUBLISHED} {NEXT_SITTING_NOT_PUBLISHED_DETAIL}
        </p>
      ) : (
        <>
          {upcoming(sittings.data.sittings, now).length === 0 && (
            <p className="notice" role="status">
              {NEXT_SITTING_NOT_PUBLISHED} Every sitting listed here has taken place; the next ones will appear here as soon as the LSO publishes them.
            </p>
          )}
          <ul className="sitting-list">
            {ordered(sittings.data.sittings, now).map((sitting) => (
                <SittingCard key={sitting.id} sitting={sitting} now={now} />
              ))}
          </ul>
        </>
      )}
    </article>
  );
}
