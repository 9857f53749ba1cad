import { Link } from 'react-router-dom';
import type { AuditEntry } from '#shared/api/admin-users';
import { torontoShortDateTime } from '#shared/toronto-time';
import { LoadMore } from '../../../components/admin/load-more.tsx';
import { useUserAudit } from '../api/users.ts';
import { auditDetails, auditLabel } from '../lib/format.ts';

/** The user's audit trail, newest first: their own account events, and what administrators changed about them. */
export function AuditCard({ userId }: { userId: string }) {
  const audit = useUserAudit(userId);
  const rows = audit.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="card admin-user-card" aria-labelledby="user-audit-heading">
      <h2 id="user-audit-heading">Audit trail</h2>
      {audit.isPending && (
        <p className="muted admin-user-note" role="status">
          Loading the audit trail...
        </p>
      )}
      {audit.isError && (
        <p role="alert" className="admin-user-note">
          Could not load the audit trail.{' '}
          <button type="button" className="link-button" onClick={() => void audit.refetch()}>
            Retry
          </button>
        </p>
      )}
      {audit.isSuccess && rows.length === 0 && <p className="muted admin-user-note">No events in the last 400 days.</p>}
      {rows.length > 0 && (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Audit events, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Event</th>
                  <th scope="col">Result</th>
                  <th scope="col">IP address</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((entry, index) => (
                  <tr key={`${entry.timestamp}-${entry.action}-${index}`}>
                    <td>{torontoShortDateTime(entry.timestamp)}</td>
                    <td>{auditLabel(entry.action)}</td>
                    <td>{entry.success ? 'OK' : <span className="admin-user-tag admin-user-tag-off">Failed</span>}</td>
                    <td>{entry.ipAddress}</td>
                    <td className="admin-user-details">
                      <AuditDetails entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LoadMore shown={rows.length} hasMore={audit.hasNextPage} loading={audit.isFetchingNextPage} onLoadMore={() => void audit.fetchNextPage()} noun={rows.length === 1 ? 'event' : 'events'} />
        </>
      )}
    </section>
  );
}

/** What changed, and links to the administrator who changed it (on the user's trail) or the user it was changed for (on an administrator's). */
function AuditDetails({ entry }: { entry: AuditEntry }) {
  const { text, by, target } = auditDetails(entry);
  return (
    <>
      {text}
      {by && (
        <>
          {' · by '}
          <Link to={`/admin/users/${by}`}>an administrator</Link>
        </>
      )}
      {target && (
        <>
          {' · for '}
          <Link to={`/admin/users/${target}`}>this user</Link>
        </>
      )}
    </>
  );
}
