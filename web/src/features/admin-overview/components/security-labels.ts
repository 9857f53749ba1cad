import type { SecurityEventItem } from '#shared/api/admin-overview';

/** Plain names for the security event types (docs/accounts-and-security.md says when each is raised). */
export const EVENT_TYPE_LABELS: Record<SecurityEventItem['eventType'], string> = {
  account_lockout: 'Account lockout',
  multiple_failed_attempts: 'Repeated failed sign-ins',
  session_anomaly: 'Session from a new IP',
  unusual_activity: 'Unusual activity',
  password_reset_abuse: 'Password reset abuse',
  suspicious_login: 'Suspicious sign-in',
  privilege_escalation: 'Privilege escalation',
};

export const SEVERITY_LABELS: Record<SecurityEventItem['severity'], string> = { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' };
