import { Navigate, useLocation } from 'react-router-dom';
import { safeRedirect } from '../post-auth.ts';

/**
 * /auth (platform §2): where a purchase without a session lands. It is not a page of its own:
 * it goes to sign-in and, after it, back to where the purchase started (else pricing).
 */
export function AuthRedirect() {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const back = typeof from === 'string' ? safeRedirect(from) : '/pricing';
  return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
}
