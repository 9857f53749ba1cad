import { Link, useParams } from 'react-router-dom';
import { useMe } from '../../../api/get-me.ts';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUser } from '../api/users.ts';
import { fullName } from '../lib/format.ts';
import { AccessCard } from './access-card.tsx';
import { AttemptsCard } from './attempts-card.tsx';
import { AuditCard } from './audit-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { SessionsCard } from './sessions-card.tsx';
import { UserTags } from './user-tags.tsx';
import '../admin-users.css';

/** /admin/users/:userId: one user's profile, access, purchases, sessions, attempts and audit trail, with what can be changed. */
export function AdminUserPage() {
  const { userId = '' } = useParams();
  const user = useUser(userId);
  const me = useMe();

  if (user.isPending) {
    return (
      <p className="muted" role="status">
        Loading the user...
      </p>
    );
  }
  if (user.isError) {
    const missing = user.error instanceof ApiError && (user.error.status === 404 || user.error.status === 400);
    return (
      <section className="card admin-user-card" role="alert">
        <h1>{missing ? 'User not found' : 'Could not load the user'}</h1>
        <p className="muted admin-user-note">{missing ? 'No user has this id.' : user.error.message}</p>
        <p className="admin-user-note">
          {!missing && (
            <button type="button" className="link-button" onClick={() => void user.refetch()}>
              Retry
            </button>
          )}{' '}
          <Link to="/admin/users">Back to users</Link>
        </p>
      </section>
    );
  }

  const detail = user.data;
  return (
    <div className="admin-user">
      <AdminPageHeader
        title={detail.user.email}
        description={
          <>
            {fullName(detail.user) || 'No name given'} <UserTags role={detail.user.role} disabled={!detail.user.enabled} emailVerified={detail.user.emailVerified} candidate />
          </>
        }
        actions={
          <Link className="button button-secondary" to="/admin/users">
            All users
          </Link>
        }
      />
      <ProfileCard key={userId} detail={detail} isSelf={me.data?.userId === userId} />
      <AccessCard detail={detail} />
      <SessionsCard detail={detail} />
      <AttemptsCard userId={userId} />
      <AuditCard userId={userId} />
    </div>
  );
}
