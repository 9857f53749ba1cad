import { useMe } from '../../me/api/get-me.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import { VerifyEmailReminder } from '../../account/components/verify-email-reminder.tsx';

export function DashboardPage() {
  const me = useMe();
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
    </section>
  );
}
