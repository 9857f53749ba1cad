import { torontoShortDateTime } from '#shared/toronto-time';
import { useAccountActivity } from '../api/account.ts';

const LABELS: Record<string, string> = {
  signup: 'Account created',
  login_success: 'Signed in',
  login_failure: 'Failed sign-in',
  login_blocked: 'Sign-in blocked',
  session_start: 'Session started',
  session_end: 'Signed out',
  sign_out_everywhere: 'Signed out everywhere',
  password_change: 'Password change',
  marketing_emails_off: 'Marketing emails turned off',
  marketing_emails_on: 'Marketing emails turned on',
  // Changes our team made to the account (/admin/users).
  user_comp_granted: 'Pack access granted by our team',
  user_access_extended: 'Pack access extended by our team',
  user_access_revoked: 'Pack access ended by our team',
  user_verification_resent: 'Activation email sent by our team',
  user_signed_out_everywhere: 'Signed out everywhere by our team',
  user_enabled: 'Account enabled by our team',
  user_role_changed: 'Role changed by our team',
};

export function ActivityCard() {
  const activity = useAccountActivity();
  return (
    <section className="card" aria-labelledby="activity-heading">
      <h2 id="activity-heading">Recent account activity</h2>
      {activity.isPending && <p className="muted">Loading activity...</p>}
      {activity.isError && <p className="muted">Could not load your account activity.</p>}
      {activity.isSuccess && activity.data.events.length === 0 && <p className="muted">No activity yet.</p>}
      {activity.isSuccess && activity.data.events.length > 0 && (
        <ul className="activity-list">
          {activity.data.events.map((event) => (
            <li key={`${event.timestamp}-${event.action}`}>
              <span>
                {LABELS[event.action] ?? event.action}
                {!event.success && event.action === 'password_change' ? ' (failed)' : ''}
              </span>
              <span className="muted">{torontoShortDateTime(event.timestamp)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
