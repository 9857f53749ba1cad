import { threatLevel, type ThreatLevel } from '#shared/auth/threat-level';
import { countAuditEventsSince, countSecurityEventsSince, listSecurityEventsSince, type SecurityEvent } from '../data/audit.ts';

/** How many of the newest events the overview lists (the counts cover them all). */
const LISTED_EVENTS = 100;

export interface SecurityOverview {
  threatLevel: ThreatLevel;
  last24Hours: { failedLogins: number; securityEvents: number; lockouts: number };
  events: SecurityEvent[];
}

/**
 * GET /api/admin/security: the last 24 hours' newest security events and the spec's threat level.
 * The counts read every page (a flood of events raises the level, it cannot hide past the first
 * page) and only the listed events are read out.
 */
export async function securityOverview(now = new Date()): Promise<SecurityOverview> {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  const [events, failedLogins, securityEvents, lockouts] = await Promise.all([
    listSecurityEventsSince(since, LISTED_EVENTS),
    countAuditEventsSince('login_failure', since),
    countSecurityEventsSince(since),
    countSecurityEventsSince(since, 'account_lockout'),
  ]);
  const counts = { failedLogins, securityEvents, lockouts };
  return { threatLevel: threatLevel(counts), last24Hours: counts, events };
}
