export type ThreatLevel = 'low' | 'medium' | 'high' | 'critical';

export interface ThreatCounts {
  /** Failed sign-ins in the last 24 hours. */
  failedLogins: number;
  /** Security events in the last 24 hours. */
  securityEvents: number;
  /** Account lockouts in the last 24 hours. */
  lockouts: number;
}

/**
 * Spec (platform §4): critical with more than 5 lockouts or more than 20 security events; high
 * with more than 50 failed logins or more than 10 events; medium with more than 20 failed logins
 * or more than 5 events; otherwise low.
 */
export function threatLevel({ failedLogins, securityEvents, lockouts }: ThreatCounts): ThreatLevel {
  if (lockouts > 5 || securityEvents > 20) return 'critical';
  if (failedLogins > 50 || securityEvents > 10) return 'high';
  if (failedLogins > 20 || securityEvents > 5) return 'medium';
  return 'low';
}
