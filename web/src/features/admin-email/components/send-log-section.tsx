import { useState } from 'react';
import { torontoShortDateTime } from '#shared/toronto-time';
import { LoadMore } from '../../../components/admin/load-more.tsx';
import { useEmailLog, type LogView } from '../api/admin-email.ts';
import { STATUS_LABELS, templateLabel } from './labels.ts';

/** Every send attempt of the last 90 days, newest first: sent, failed (with SES's reason), skipped for an opt-out, bounced or marked as spam. */
export function SendLogSection() {
  const [show, setShow] = useState<LogView>('all');
  const log = useEmailLog(show);
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="card admin-email-section" aria-labelledby="email-log-title">
      <h2 id="email-log-title">Send log</h2>
      <p className="muted">
        Every email sent in the last 90 days, newest first. Bounces and spam complaints arrive from SES a few minutes after sending (on AWS only: locally nothing bounces).
        Addresses are masked.
      </p>
      <div className="admin-email-controls">
        <label htmlFor="email-log-show" className="field-label">
          Show
        </label>
        <select id="email-log-show" className="select admin-email-show" value={show} onChange={(event) => setShow(event.target.value as LogView)}>
          <option value="all">All emails</option>
          <option value="problems">Failures, bounces and complaints</option>
        </select>
        <button type="button" className="button button-secondary" onClick={() => void log.refetch()} disabled={log.isFetching}>
          {log.isFetching && !log.isFetchingNextPage ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>
      {log.isPending && <p className="muted">Loading the send log...</p>}
      {log.isError && (
        <p role="alert">
          Could not load the send log: {log.error.message}{' '}
          <button type="button" className="link-button" onClick={() => void log.refetch()}>
            Retry
          </button>
        </p>
      )}
      {log.isSuccess && items.length === 0 && <p className="muted">{show === 'all' ? 'No email has been sent in the last 90 days.' : 'No failure, bounce or complaint in the last 90 days.'}</p>}
      {items.length > 0 && (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table admin-email-log">
              <caption className="visually-hidden">Send log, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Template</th>
                  <th scope="col">To</th>
                  <th scope="col">Status</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id}>
                    <td className="admin-email-nowrap">{torontoShortDateTime(item.sentAt)}</td>
                    <td>{templateLabel(item.template)}</td>
                    <td>{item.to}</td>
                    <td>
                      <span className={`admin-email-status admin-email-status-${item.status}`}>{STATUS_LABELS[item.status]}</span>
                    </td>
                    <td className="admin-email-detail">
                      {item.detail && <span>{item.detail}</span>}
                      {item.feedbackAt && <span className="muted"> (reported {torontoShortDateTime(item.feedbackAt)})</span>}
                      {item.messageId && <span className="muted admin-email-message-id">SES id {item.messageId}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LoadMore shown={items.length} hasMore={log.hasNextPage} loading={log.isFetchingNextPage} onLoadMore={() => void log.fetchNextPage()} noun={items.length === 1 ? 'email' : 'emails'} />
        </>
      )}
    </section>
  );
}
