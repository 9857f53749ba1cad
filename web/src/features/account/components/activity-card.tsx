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
