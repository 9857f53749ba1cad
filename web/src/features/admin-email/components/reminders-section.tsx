import { useState } from 'react';
import { torontoLongDate } from '#shared/toronto-time';
import { LoadMore } from '../../../components/admin/load-more.tsx';
import { useReminderPreview } from '../api/admin-email.ts';
import { templateLabel } from './labels.ts';

/** "November 11, 2025" for a calendar date (noon UTC is the same day in Toronto). */
const longDate = (isoDate: string) => torontoLongDate(`${isoDate}T12:00:00Z`);

/**
 * The exam reminders' dry run: who the daily job would email on a day (tomorrow unless another
 * day is chosen), with which reminder for which sitting. It sends nothing.
 */
export function RemindersSection() {
  const [date, setDate] = useState('');
  const preview = useReminderPreview(date);
  const first = preview.data?.pages[0];
  const items = preview.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="card admin-email-section" aria-labelledby="email-reminders-title">
      <h2 id="email-reminders-title">Exam reminders</h2>
      <p className="muted">
        Every morning at 10:00 UTC (5 a.m. in Toronto in winter, 6 a.m. in summer) the reminder job sends the exam-week reminder for sittings whose exam is 7 days away, and
        the exam-day reminder on the morning of the exam, each once per candidate. A candidate gets them when they chose the sitting's season and exam at sign-up, confirmed
        their address, and kept offers and exam reminders on.
      </p>
      <div className="admin-email-controls">
        <label htmlFor="reminder-date" className="field-label">
          Who would get them on
        </label>
        <input id="reminder-date" type="date" className="admin-email-date" value={date} onChange={(event) => setDate(event.target.value)} />
        {date && (
          <button type="button" className="button button-secondary" onClick={() => setDate('')}>
            Tomorrow
          </button>
        )}
      </div>
      {preview.isPending && <p className="muted">Loading the reminders...</p>}
      {preview.isError && (
        <p role="alert">
          Could not load the reminders: {preview.error.message}{' '}
          <button type="button" className="link-button" onClick={() => void preview.refetch()}>
            Retry
          </button>
        </p>
      )}
      {first && (
        <>
          <p aria-live="polite">
            <strong>{longDate(first.date)}:</strong>{' '}
            {first.reminders.length === 0
              ? 'no reminder is due (no sitting has its exam that day or 7 days later).'
              : first.reminders.map((r) => `${templateLabel(r.template)} for the ${r.sittingName} (${longDate(r.examDate)})`).join('; ') + '.'}
          </p>
          {first.reminders.length > 0 && items.length === 0 && <p className="muted">Nobody would get them: no confirmed candidate with reminders on planned these sittings.</p>}
          {items.length > 0 && (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption className="visually-hidden">Candidates who would get a reminder on {longDate(first.date)}</caption>
                <thead>
                  <tr>
                    <th scope="col">Candidate</th>
                    <th scope="col">Reminder</th>
                    <th scope="col">Sitting</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <tr key={`${item.template}-${item.sittingId}-${item.userId}`}>
                      <td>
                        {item.firstName}
                        <br />
                        <span className="muted">{item.to}</span>
                      </td>
                      <td>{templateLabel(item.template)}</td>
                      <td>{item.sittingName}</td>
                      <td>{item.alreadySent ? 'Already sent' : 'Will be sent'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {items.length > 0 && (
            <LoadMore shown={items.length} hasMore={preview.hasNextPage} loading={preview.isFetchingNextPage} onLoadMore={() => void preview.fetchNextPage()} noun={items.length === 1 ? 'candidate' : 'candidates'} />
          )}
        </>
      )}
    </section>
  );
}
