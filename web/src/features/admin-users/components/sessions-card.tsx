import type { UserDetail } from '#shared/api/admin-users';
import { torontoShortDateTime } from '#shared/toronto-time';
import { describeUserAgent } from '../../../lib/format.ts';

const END_REASONS: Record<string, string> = {
  user_logout: 'Signed out',
  auth_signout: 'Signed out',
  signed_out_everywhere: 'Signed out everywhere',
  password_changed: 'Password changed',
  expired: 'Expired',
  signed_out_by_admin: 'Signed out by an admin',
  account_disabled: 'Account disabled',
};

/** The user's sessions (live first) and the security score the candidate sees on /account. */
export function SessionsCard({ detail }: { detail: UserDetail }) {
  const { sessions, securityScore } = detail;
  const live = sessions.filter((s) => s.isActive).length;
  return (
    <section className="card admin-user-card" aria-labelledby="user-sessions-heading">
      <h2 id="user-sessions-heading">Sessions</h2>
      <p className="admin-user-note">
        Security score <strong data-testid="user-security-score">{securityScore}/100</strong> · {live} live {live === 1 ? 'session' : 'sessions'}
      </p>
      {sessions.length === 0 ? (
        <p className="muted admin-user-note">No sessions recorded in the last 30 days.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Sessions, live ones first</caption>
            <thead>
              <tr>
                <th scope="col">Device</th>
                <th scope="col">IP address</th>
                <th scope="col">Started</th>
                <th scope="col">Last active</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id}>
                  <td>{describeUserAgent(session.deviceInfo.userAgent)}</td>
                  <td>{session.ipAddress}</td>
                  <td>{torontoShortDateTime(session.createdAt)}</td>
                  <td>{torontoShortDateTime(session.lastActivity)}</td>
                  <td>
                    {session.isActive ? (
                      <span className="admin-user-tag admin-user-tag-ok">Live</span>
                    ) : (
                      <span className="muted">{END_REASONS[session.endReason ?? ''] ?? 'Ended'}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
