import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../../../lib/auth-context.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';

/**
 * Guarded pages: 'Loading...' while the session loads, else /login?redirect=<path and query>.
 * The dashboard sends a signed-out visitor home instead (learning-area §2): `signedOutTo="/"`.
 */
export function RequireAuth({ children, signedOutTo }: { children: ReactNode; signedOutTo?: string }) {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'signedOut') {
    if (signedOutTo) return <Navigate to={signedOutTo} replace />;
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  return children;
}

/** Public entry pages (/, /login, /signup) send a signed-in user to the dashboard. */
export function RedirectIfSignedIn({ children, to = '/dashboard' }: { children: ReactNode; to?: string }) {
  const { state } = useAuth();
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'signedIn') return <Navigate to={to} replace />;
  return children;
}
