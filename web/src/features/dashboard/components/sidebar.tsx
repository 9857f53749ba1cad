import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MeResponse } from '#shared/api/me';
import type { Sitting } from '#shared/api/sittings';
import { daysUntil, examCountdown, NEXT_SITTING_NOT_PUBLISHED, NEXT_SITTING_NOT_PUBLISHED_DETAIL, upcoming } from '#shared/exam-sittings';
import { useSittings } from '../../../api/sittings.ts';

const HOUR_MS = 3_600_000;

/** Re-renders hourly so the countdown moves on by itself (learning-area §9). */
function useHourlyNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), HOUR_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function shortDate(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** No listed sitting is still ahead: the next dates are not out yet (rather than "concluded"). */
function NotPublished() {
  return (
    <div className="countdown-none" data-testid="no-upcoming-sitting">
      <p>
        <strong>{NEXT_SITTING_NOT_PUBLISHED}</strong>
      </p>
      <p className="muted">{NEXT_SITTING_NOT_PUBLISHED_DETAIL}</p>
    </div>
  );
}

function QuickActions({ isAdmin }: { isAdmin: boolean }) {
  return (
    <section className="card sidebar-card" aria-labelledby="quick-heading">
      <h2 id="quick-heading">Quick Actions</h2>
      <nav className="quick-actions" aria-labelledby="quick-heading">
        <Link to="/performance">View Performance</Link>
        <Link to="/my-exam-history">Exam History</Link>
        <Link to="/test-exam">Free Diagnostic</Link>
        {isAdmin && <Link to="/admin/billing">Admin: Coupons</Link>}
      </nav>
    </section>
  );
}

function Countdown({ sittings, examType, now }: { sittings: Sitting[]; examType: MeResponse['examType']; now: Date }) {
  const countdown = examCountdown(sittings, examType, now);
  if (countdown.state === 'not_published') return <NotPublished />;
  const { sitting: next, label, colour } = countdown;
  return (
    <div className={`countdown countdown-${colour}`}>
      <p className="countdown-value" data-testid="countdown">
        {label}
      </p>
      <p>
        until the <strong>{next.name}</strong> on {shortDate(next.examDate)}
      </p>
      {next.registrationDeadline && daysUntil(next.registrationDeadline, now) >= 0 && <p className="muted">Registration closes {shortDate(next.registrationDeadline)}.</p>}
    </div>
  );
}

/** Original, practical tips; one a day, the same for everyone on that day. */
const TIPS = [
  'Tab your LSO materials by topic before you start timed practice: finding an answer fast is half the exam.',
  'Review every wrong answer twice: once to learn the rule, once a few days later to check it stuck.',
  'Aim for about 1.7 minutes per question in timed practice, the pace the real exam asks of you.',
  'When two choices look right, look for the word that makes one of them too broad or too absolute.',
  'Study your weakest topic first each day, while you are freshest.',
  'Flag a question you are unsure of and move on: an unanswered question at the end costs more than a guess.',
  'Professional responsibility questions appear throughout both exams: know the Rules of Professional Conduct well.',
  'Practise in the same conditions as the exam: timed, in one sitting, with only your materials.',
  'Read the last sentence of a long question first, so you know what you are looking for in the facts.',
  'After each full simulation, schedule the topic quizzes your report recommends before the next one.',
  'Keep a one-page list of the limitation periods and deadlines you keep missing.',
  'Take the break between parts in a full simulation: stamina is part of what you are training.',
];

function StudyTip({ now }: { now: Date }) {
  const tip = TIPS[Math.floor(now.getTime() / 86_400_000) % TIPS.length];
  return (
    <section className="card sidebar-card" aria-labelledby="tip-heading">
      <h2 id="tip-heading">Study tip</h2>
      <p>{tip}</p>
    </section>
  );
}

/** Exam countdown, study tip and the next two sittings (learning-area §2). */
export function Sidebar({ me }: { me: MeResponse }) {
  const sittings = useSittings();
  const now = useHourlyNow();
  const list = sittings.data?.sittings ?? [];
  const nextTwo = upcoming(list, now).slice(0, 2);
  const sittingsState = sittings.isPending ? (
    <p className="muted">Loading...</p>
  ) : sittings.isError ? (
    <p className="field-error" role="alert">
      Could not load the exam dates.{' '}
      <button type="button" className="link-button" onClick={() => void sittings.refetch()}>
        Retry
      </button>
    </p>
  ) : null;
  return (
    <aside className="dashboard-sidebar" aria-label="Sidebar">
      <QuickActions isAdmin={me.isAdmin} />
      <section className="card sidebar-card" aria-labelledby="countdown-heading">
        <h2 id="countdown-heading">Exam countdown</h2>
        {sittingsState ?? <Countdown sittings={list} examType={me.examType} now={now} />}
      </section>
      <StudyTip now={now} />
      <section className="card sidebar-card" aria-labelledby="dates-heading">
        <h2 id="dates-heading">Ontario Bar Exam Dates</h2>
        {sittingsState ??
          (nextTwo.length === 0 ? (
            <NotPublished />
          ) : (
            <ul className="sidebar-dates">
              {nextTwo.map((sitting) => (
                <li key={sitting.id}>
                  <strong>{sitting.name}</strong>
                  <span>{shortDate(sitting.examDate)}</span>
                  {sitting.registrationDeadline && <span className="muted">Register by {shortDate(sitting.registrationDeadline)}</span>}
                </li>
              ))}
            </ul>
          ))}
        <Link to="/exam-dates">All dates and deadlines</Link>
      </section>
    </aside>
  );
}
