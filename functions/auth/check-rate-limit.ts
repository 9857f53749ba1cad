import type { RateLimitRequest, RateLimitResult } from '#shared/auth/rate-limit';
import { raiseSecurityEvent } from '../security/audit.ts';
import { peekRateLimit, recordIpAttempt } from './rate-limiter.ts';

/** Spec (platform §9): 5 or more login attempts from one IP within 15 minutes raise an alert. */
const FAILED_LOGIN_ALERT = 5;

/**
 * POST /api/auth-rate-limiter: what the browser asks before an attempt. It only reads the
 * counters that the real actions keep (sign-up, password reset, Cognito's pre-authentication),
 * and counts a login attempt against the client IP, which only this call can see.
 */
export async function checkRateLimit(request: RateLimitRequest, ip: string): Promise<RateLimitResult> {
  const result = await peekRateLimit(request.action, { identifier: request.identifier, ip });
  if (request.action === 'login' && result.allowed) {
    const counter = await recordIpAttempt('login', ip);
    if (counter.attempts === FAILED_LOGIN_ALERT) {
      await raiseSecurityEvent({
        eventType: 'multiple_failed_attempts',
        severity: 'medium',
        userId: null,
        clientIp: ip,
        description: `${FAILED_LOGIN_ALERT} sign-in attempts from one IP within 15 minutes.`,
      });
    }
  }
  return result;
}
