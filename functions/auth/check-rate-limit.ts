import type { RateLimitRequest, RateLimitResult } from '#shared/auth/rate-limit';
import { peekRateLimit, recordIpAttempt } from './rate-limiter.ts';

/**
 * POST /api/auth-rate-limiter: what the browser asks before an attempt. It only reads the
 * counters that the real actions keep (sign-up, password reset, Cognito's pre-authentication),
 * and counts a login attempt against the client IP, which only this call can see.
 */
export async function checkRateLimit(request: RateLimitRequest, ip: string): Promise<RateLimitResult> {
  const result = await peekRateLimit(request.action, { identifier: request.identifier, ip });
  if (result.allowed && request.action === 'login') await recordIpAttempt('login', ip);
  return result;
}
