import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { torontoShortDateTime } from '#shared/toronto-time';
import { describeUserAgent } from '../../../lib/format.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { currentSessionId, useSessions, useSignOutEverywhere } from '../../../api/sessions.ts';

export function SessionsCard() {
  const sessions = useSessions();
  const signOutEverywhere = useSignOutEverywhere();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const thisSession = currentSessionId();

  function handleSignOutEverywhere() {
    signOutEverywhere.mutate(undefined, {
      onSuccess: async () => {
        await signOut().catch(() => undefined);
        navigate('/login', { replace: true });
      },
      onError: (error) => toast({ title: 'Sign Out Failed', description: error.message, variant: 'destructive' }),
    });
  }

  return (
    <section className="card" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Active sessions</h2>
      {sessions.isPending && <p className="muted">Loading sessions...</p>}
      {sessions.isError && (
        <p role="alert" className="muted">
          Could not load your sessions. <button type="button" className="link-button" onClick={() => void sessions.refetch()}>Retry</button>
        </p>
      )}
      {sessions.isSuccess && (
        <>
          <p>
            Security score: <strong data-testid="security-score">{sessions.data.securityScore}/100</strong>
          </p>
          {sessions.data.sessions.filter((s) => s.isActive).length === 0 ? (
            <p className="muted">No active sessions.</p>
          ) : (
            <ul className="session-list">
              {sessions.data.sessions
                .filter((s) => s.isActive)
                .map((session) => (
                  <li key={session.id} data-session-id={session.id}>
                    <strong>{describeUserAgent(session.deviceInfo.userAgent)}</strong>
                    {session.id === thisSession && <span className="badge badge-small">This device</span>}
                    <span className="muted">
                      {session.ipAddress} · last active {torontoShortDateTime(session.lastActivity)}
                    </span>
                  </li>
                ))}
            </ul>
          )}
          {confirming ? (
            <div className="confirm-row">
              <span>Sign out on every device, including this one?</span>
              <button type="button" className="button button-danger" onClick={handleSignOutEverywhere} disabled={signOutEverywhere.isPending}>
                {signOutEverywhere.isPending ? 'Signing out...' : 'Yes, sign out everywhere'}
              </button>
              <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </div>
          ) : (
            <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
              Sign out everywhere
            </button>
          )}
        </>
      )}
    </section>
  );
}
