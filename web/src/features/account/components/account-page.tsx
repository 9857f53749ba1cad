import { PageLoading } from '../../../components/page-loading.tsx';
import { useMe } from '../../../api/get-me.ts';
import { AccommodationCard } from './accommodation-card.tsx';
import { ActivityCard } from './activity-card.tsx';
import { EmailPreferencesCard } from './email-preferences-card.tsx';
import { MfaCard } from './mfa-card.tsx';
import { PasswordCard } from './password-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { SessionsCard } from './sessions-card.tsx';

export function AccountPage() {
  const me = useMe();
  if (me.isPending) return <PageLoading />;
  if (me.isError) {
    return (
      <section className="centered-page">
        <h1>Failed to load user information</h1>
        <button type="button" className="button" onClick={() => void me.refetch()}>
          Retry
        </button>
      </section>
    );
  }
  return (
    <div className="account-page">
      <h1>Account</h1>
      <div className="account-grid">
        <ProfileCard me={me.data} />
        <AccommodationCard me={me.data} />
        <PasswordCard email={me.data.email} />
        <EmailPreferencesCard />
        <MfaCard me={me.data} />
        <SessionsCard />
        <ActivityCard />
      </div>
    </div>
  );
}
