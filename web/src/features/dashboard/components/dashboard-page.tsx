import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FREE_DIAGNOSTIC } from '#shared/catalogue';
import { useMe } from '../../me/api/get-me.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import { VerifyEmailReminder } from '../../account/components/verify-email-reminder.tsx';
import { useContent } from '../../practice/api/content.ts';
import { RecentActivity } from './recent-activity.tsx';
import { AccessTierCard } from './access-tier-card.tsx';
import { PackageChooser } from './package-chooser.tsx';

export function DashboardPage() {
  const me = useMe();
  const content = useContent();
  const [chooserOpen, setChooserOpen] = useState(false);
  if (me.isPending) return <PageLoading />;
  if (me.isError) {
    return (
      <section className="centered-page">
        <h1>Error Loading Dashboard</h1>
        <p className="muted">{me.error.message}</p>
        <button type="button" className="button" onClick={() => void me.refetch()}>
          Retry
        </button>
      </section>
    );
  }
  return (
    <section className="dashboard">
      <VerifyEmailReminder me={me.data} />
      <div className="welcome-banner">
        <h1>Welcome, {me.data.displayName}</h1>
        <p>Your study plan starts with the free 40-question diagnostic.</p>
        {me.data.isAdmin && <p className="badge">Administrator</p>}
      </div>
      {content.data && (
        <div className="access-row">
          <AccessTierCard tier={content.data.accessTier} onChoosePack={() => setChooserOpen(true)} />
          <PackageChooser tier={content.data.accessTier} open={chooserOpen} onToggle={() => setChooserOpen((open) => !open)} />
        </div>
      )}
      <nav className="quick-links" aria-label="Practice">
        <Link to="/test-exam" className="quick-link card">
          <strong>Take the Free Diagnostic</strong>
          <span className="muted">
            {FREE_DIAGNOSTIC.numberOfQuestions} questions, {FREE_DIAGNOSTIC.durationMinutes} minutes: find your weakest topics.
          </span>
        </Link>
        <Link to="/my-content" className="quick-link card">
          <strong>Practice Content</strong>
          <span className="muted">Exams and quizzes to start or resume.</span>
        </Link>
        <Link to="/performance" className="quick-link card">
          <strong>View Performance</strong>
          <span className="muted">Your scores and topics over time.</span>
        </Link>
      </nav>
      <RecentActivity />
    </section>
  );
}
