import type { SecurityEventItem } from '#shared/api/admin-overview';
import { torontoShortDateTime } from '#shared/toronto-time';
import { EVENT_TYPE_LABELS, SEVERITY_LABELS } from './security-labels.ts';

/** Security events, newest first: when (Toronto time), what, how serious, from where, and whom. */
export function SecurityEventsTable({ events, caption }: { events: SecurityEventItem[]; caption: string }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Event</th>
            <th scope="col">Severity</th>
            <th scope="col">IP</th>
            <th scope="col">User</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td className="insights-nowrap">
                <time dateTime={event.createdAt}>{torontoShortDateTime(event.createdAt)}</time>
              </td>
              <td>{EVENT_TYPE_LABELS[event.eventType]}</td>
              <td>
                <span className={`insights-severity insights-severity-${event.severity}`}>{SEVERITY_LABELS[event.severity]}</span>
              </td>
              <td className="insights-nowrap">{event.clientIp}</td>
              <td className="insights-id">{event.userId ?? '–'}</td>
              <td>{event.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
