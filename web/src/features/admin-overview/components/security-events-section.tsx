import { useId, useState, type FormEvent } from 'react';
import { securityEventTypeValues, severityValues, SECURITY_EVENT_DAYS } from '#shared/api/admin-overview';
import { LoadMore } from '../../../components/admin/load-more.tsx';
import { addDaysTo, todayUtc } from '../../../lib/admin-figures.ts';
import { useSecurityEvents, type SecurityEventFilters } from '../api/overview.ts';
import { SecurityEventsTable } from './security-events-table.tsx';
import { EVENT_TYPE_LABELS, SEVERITY_LABELS } from './security-labels.ts';

type Draft = { type: string; severity: string; from: string; to: string };

const defaults = (): Draft => ({ type: '', severity: '', from: addDaysTo(todayUtc(), -29), to: todayUtc() });

function filtersOf(draft: Draft): SecurityEventFilters {
  return {
    ...(draft.type ? { type: draft.type as SecurityEventFilters['type'] } : {}),
    ...(draft.severity ? { severity: draft.severity as SecurityEventFilters['severity'] } : {}),
    from: draft.from,
    to: draft.to,
  };
}

function problemWith(draft: Draft): string | null {
  if (!draft.from || !draft.to) return 'Choose both days.';
  if (draft.from > draft.to) return 'The first day must not be after the last.';
  if ((Date.parse(draft.to) - Date.parse(draft.from)) / 86_400_000 + 1 > SECURITY_EVENT_DAYS) return `Choose at most ${SECURITY_EVENT_DAYS} days (events are kept that long).`;
  return null;
}

/** Every security event, filtered by type, severity and days, newest first, a page at a time. */
export function SecurityEventsSection() {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(defaults);
  const [applied, setApplied] = useState<SecurityEventFilters>(() => filtersOf(defaults()));
  const [problem, setProblem] = useState<string | null>(null);
  const events = useSecurityEvents(applied);
  const items = events.data?.pages.flatMap((page) => page.items) ?? [];

  function apply(e: FormEvent) {
    e.preventDefault();
    const wrong = problemWith(draft);
    setProblem(wrong);
    if (!wrong) setApplied(filtersOf(draft));
  }

  function reset() {
    const fresh = defaults();
    setDraft(fresh);
    setProblem(null);
    setApplied(filtersOf(fresh));
  }

  return (
    <section className="card insights-section" aria-labelledby="security-events-title" id="security-events">
      <h2 id="security-events-title">Security events</h2>
      <p className="muted">Newest first. Days are UTC days; times are shown in Toronto time.</p>
      <form className="insights-filters" onSubmit={apply} aria-label="Filter security events">
        <div className="insights-field">
          <label htmlFor={`${id}-type`}>Type</label>
          <select id={`${id}-type`} value={draft.type} onChange={(e) => setDraft({ ...draft, type: e.target.value })}>
            <option value="">All types</option>
            {securityEventTypeValues.map((type) => (
              <option key={type} value={type}>
                {EVENT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="insights-field">
          <label htmlFor={`${id}-severity`}>Severity</label>
          <select id={`${id}-severity`} value={draft.severity} onChange={(e) => setDraft({ ...draft, severity: e.target.value })}>
            <option value="">All severities</option>
            {severityValues.map((severity) => (
              <option key={severity} value={severity}>
                {SEVERITY_LABELS[severity]}
              </option>
            ))}
          </select>
        </div>
        <div className="insights-field">
          <label htmlFor={`${id}-from`}>From</label>
          <input id={`${id}-from`} type="date" value={draft.from} max={draft.to || undefined} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </div>
        <div className="insights-field">
          <label htmlFor={`${id}-to`}>To</label>
          <input id={`${id}-to`} type="date" value={draft.to} min={draft.from || undefined} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </div>
        <div className="insights-filter-actions">
          <button type="submit" className="button">
            Show events
          </button>
          <button type="button" className="button button-secondary" onClick={reset}>
            Reset
          </button>
        </div>
      </form>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {events.isPending ? (
        <p className="muted" role="status">
          Loading security events...
        </p>
      ) : events.isError && items.length === 0 ? (
        <div role="alert">
          <p>We couldn't load the security events: {events.error.message}</p>
          <button type="button" className="button button-secondary" onClick={() => void events.refetch()}>
            Retry
          </button>
        </div>
      ) : (
        <>
          {items.length === 0 && !events.hasNextPage ? (
            <p className="muted">No security events match these filters.</p>
          ) : items.length > 0 ? (
            <SecurityEventsTable events={items} caption="Security events matching the filters" />
          ) : (
            <p className="muted">None found in the newest days searched so far: load more to search further back.</p>
          )}
          {events.isFetchNextPageError && (
            <p className="field-error" role="alert">
              We couldn't load more: {events.error?.message}
            </p>
          )}
          <LoadMore shown={items.length} hasMore={events.hasNextPage} loading={events.isFetchingNextPage} onLoadMore={() => void events.fetchNextPage()} noun="events" />
        </>
      )}
    </section>
  );
}
