import { Navigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth-context.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';

/**
 * /free-diagnostic (platform §2): a visitor signs up first; a signed-in candidate goes straight
 * to where the diagnostic starts instead of a sign-up form they cannot use.
 */
export function FreeDiagnosticRedirect() {
  const { state } = useAuth();
  if (state.status === 'loading') return <PageLoading />;
  return <Navigate to={state.status === 'signedIn' ? '/test-exam' : '/signup'} replace />;
}
