import type { OverviewResponse } from '#shared/api/admin-overview';
import { formatCount } from '../../../lib/admin-figures.ts';
import { SecurityEventsTable } from './security-events-table.tsx';

const THREAT_TEXT: Record<OverviewResponse['security']['threatLevel'], string> = {
  low: 'Low: nothing out of the ordinary.',
  medium: 'Medium: more failed sign-ins or security events than usual.',
  high: 'High: many failed sign-ins or security events. Look at the events below.',
  critical: 'Critical: lockouts or security events in numbers. Look now.',
};

/** The threat level and the last 24 hours' counts, and the newest security events. */
export function SecurityPanel({ security }: { security: OverviewResponse['security'] }) {
  const { threatLevel, last24Hours, latestEvents } = security;
  return (
    <section className="card insights-section" aria-labelledby="security-title">
      <h2 id="security-title">Security</h2>
      <div className="insights-security">
        <p className={`insights-threat insights-threat-${threatLevel}`}>
          <span className="insights-threat-label">Threat level</span>
          <strong className="insights-threat-value">{threatLevel[0]?.toUpperCase() + threatLevel.slice(1)}</strong>
        </p>
        <dl className="insights-counts">
          <div>
            <dt>Failed sign-ins</dt>
            <dd>{formatCount(last24Hours.failedLogins)}</dd>
          </div>
          <div>
            <dt>Security events</dt>
            <dd>{formatCount(last24Hours.securityEvents)}</dd>
          </div>
          <div>
            <dt>Lockouts</dt>
            <dd>{formatCount(last24Hours.lockouts)}</dd>
          </div>
        </dl>
      </div>
      <p className="muted">{THREAT_TEXT[threatLevel]} Counts cover the last 24 hours.</p>
      <h3>Latest events</h3>
      {latestEvents.length === 0 ? (
        <p className="muted">No security events in the last 24 hours.</p>
      ) : (
        <SecurityEventsTable events={latestEvents} caption="The newest security events of the last 24 hours" />
      )}
      <p>
        <a href="#security-events">Search every security event</a>
      </p>
    </section>
  );
}
