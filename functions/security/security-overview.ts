import { threatLevel, type ThreatLevel } from '#shared/auth/threat-level';
import { countAuditEventsSince, listSecurityEventsSince, type SecurityEvent } from '../data/audit.ts';

export interface SecurityOverview {
  threatLevel: ThreatLevel;
  last24Hours: { failedLogins: number; securityEvents: number; lockouts: number };
  events: SecurityEvent[];
}

/** GET /api/admin/security: the last 24 hours' security events and the spec's threat level. */
export async function securityOverview(now = new Date()): Promise<SecurityOverview> {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  const [events, failedLogins] = await Promise.all([listSecurityEventsSince(since), countAuditEventsSince('login_failure', since)]);
  const counts = {
    failedLogins,
    securityEvents: events.length,
    lockouts: events.filter((event) => event.eventType === 'account_lockout').length,
  };
  return { threatLevel: threatLevel(counts), last24Hours: counts, events: events.slice(0, 100) };
}
