import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMe } from '../../../api/get-me.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RequireAuth } from './require-auth.tsx';

/**
 * The admin area: visitors sign in first; a signed-in candidate is told it is for administrators.
 * The browser only reflects the rule; every admin API checks the admin group itself.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <AdminOnly>{children}</AdminOnly>
    </RequireAuth>
  );
}

function AdminOnly({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <PageLoading />;
  if (me.isError) {
    return (
      <section className="centered-page" role="alert">
        <h1>Failed to load user information</h1>
        <p className="muted">{me.error.message}</p>
        <button type="button" className="button" onClick={() => void me.refetch()}>
          Retry
        </button>
      </section>
    );
  }
  if (!me.data.isAdmin) {
    return (
      <section className="centered-page">
        <h1>Administrators only</h1>
        <p className="muted">This part of the site is for the BarPrep Ontario team.</p>
        <Link to="/dashboard" className="button">
          Back to Dashboard
        </Link>
      </section>
    );
  }
  return children;
}
