import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { dashboardStats } from '#shared/dashboard/stats';
import { simulateOwnership } from '#shared/dashboard/simulation';
import { useMe } from '../../../api/get-me.ts';
import { useContent } from '../../../api/content.ts';
import { usePerformance } from '../../../api/performance.ts';
import { useSiteSettings } from '../../../api/site-settings.ts';
import { useSimulationMode } from '../hooks/use-simulation-mode.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { VerifyEmailReminder } from './verify-email-reminder.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { AccessTierCard } from './access-tier-card.tsx';
import { PackageChooser } from './package-chooser.tsx';
import { StatCards } from './stat-cards.tsx';
import { StudyMaterials } from './study-materials.tsx';
import { Sidebar } from './sidebar.tsx';
import { AdminBanner, SimulationNotice } from './admin-banner.tsx';
import { SampleAnswerCard } from './sample-answer-card.tsx';
import '../dashboard.css';

/** /dashboard (learning-area §2): everything a candidate needs to decide what to do next. */
export function DashboardPage() {
  const me = useMe();
  const content = useContent();
  const performance = usePerformance();
  const toast = useToast();
  const [chooserOpen, setChooserOpen] = useState(false);
  const siteSettings = useSiteSettings();
  // A super admin may stop offering simulation mode (/admin/settings); offered if the setting cannot be read.
  const simulationOffered = siteSettings.data ? siteSettings.data.simulationModeAllowed : siteSettings.isError;
  const [simulation, setSimulation] = useSimulationMode((me.data?.isAdmin ?? false) && simulationOffered);

  // Spec (learning-area §8): the catalogue's toasts for the two loads the dashboard depends on.
  useEffect(() => {
    if (content.isError) toast({ title: 'Error', description: 'Failed to load practice content', variant: 'destructive' });
  }, [content.isError, toast]);
  useEffect(() => {
    if (me.isError) toast({ title: 'Failed to load user information', variant: 'destructive' });
  }, [me.isError, toast]);

  const view = useMemo(() => (content.data ? simulateOwnership(content.data, simulation) : null), [content.data, simulation]);
  const stats = view && performance.data ? dashboardStats(view.items, performance.data.stats.completedExams, performance.data.topics) : null;

  if (me.isPending || content.isPending) return <PageLoading />;
  if (me.isError || content.isError || !view) {
    return (
      <section className="centered-page" role="alert">
        <h1>Error Loading Dashboard</h1>
        <p className="muted">{(content.error ?? me.error)?.message ?? 'Failed to load practice content'}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Retry
        </button>
      </section>
    );
  }

  return (
    <div className="dashboard">
      <VerifyEmailReminder me={me.data} />
      {me.data.isAdmin && <AdminBanner mode={simulation} onModeChange={setSimulation} simulationOffered={simulationOffered} />}
      <SimulationNotice mode={simulation} onStop={() => setSimulation('none')} />
      <div className="welcome-banner">
        <h1>Welcome, {me.data.displayName}</h1>
        <p>{view.accessTier === 'free' ? 'Your study plan starts with the free 40-question diagnostic.' : 'Pick up where you left off, or start your next exam.'}</p>
        <div className="welcome-actions">
          <Link to="/test-exam" className="button welcome-cta">
            Take the Free Diagnostic
          </Link>
          <Link to="/my-content" className="welcome-link">
            All practice content
          </Link>
        </div>
      </div>
      <div className="dashboard-layout">
        <div className="dashboard-main">
          <div className="access-row">
            <AccessTierCard tier={view.accessTier} onChoosePack={() => setChooserOpen(true)} />
            <PackageChooser tier={view.accessTier} open={chooserOpen} onToggle={() => setChooserOpen((open) => !open)} />
          </div>
          <StatCards stats={stats} />
          <RecentActivity />
          <StudyMaterials items={view.items} simulatedIds={view.simulatedIds} timeMultiplier={me.data.timeMultiplier} />
          <SampleAnswerCard />
        </div>
        <Sidebar me={me.data} />
      </div>
    </div>
  );
}
