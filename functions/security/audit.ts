import { putAuditEvent, putSecurityEvent, type AuditEvent, type SecurityEvent } from '../data/audit.ts';
import { logger } from '../lib/logger.ts';

/**
 * Records an audit event. Auditing never breaks the action it records: a failed write is
 * logged (with the event, so it is not lost) and the action goes on.
 */
export async function audit(event: Omit<AuditEvent, 'timestamp'> & { timestamp?: string }): Promise<void> {
  try {
    await putAuditEvent({ ...event, timestamp: event.timestamp ?? new Date().toISOString() });
  } catch (error) {
    logger.error('Audit write failed', { auditEvent: event, error: error as Error });
  }
}

export async function raiseSecurityEvent(event: Omit<SecurityEvent, 'id' | 'createdAt' | 'metadata'> & { metadata?: Record<string, unknown> }) {
  try {
    await putSecurityEvent({ metadata: {}, ...event, createdAt: new Date().toISOString() });
    logger.warn('Security event', { securityEvent: event });
  } catch (error) {
    logger.error('Security event write failed', { securityEvent: event, error: error as Error });
  }
}
