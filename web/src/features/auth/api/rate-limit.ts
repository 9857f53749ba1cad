import { FALLBACK_ATTEMPTS_REMAINING, limiterAnswerSchema, type LimiterAnswer, type RateLimitAction } from '#shared/auth/rate-limit';
import { apiRequest } from '../../../lib/api-client.ts';

/** Spec (platform §3): the device fingerprint the limiter receives. */
function deviceFingerprint(): string {
  return JSON.stringify({
    userAgent: navigator.userAgent.slice(0, 100),
    language: navigator.language,
    screenResolution: `${screen.width}x${screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    platform: navigator.platform,
  });
}

/**
 * Asks the server whether an attempt may go ahead. The server enforces the limits anyway; this
 * only lets the page explain a refusal before trying. For a sign-in the answer carries a ticket
 * to pass to Cognito, so the attempt counts against this place, not the address everywhere
 * (docs/rate-limiting.md). If the limiter cannot be reached, the attempt is allowed with 5
 * remaining, as the spec says (and without a ticket).
 */
export async function checkRateLimit(action: RateLimitAction, identifier: string): Promise<LimiterAnswer> {
  try {
    return await apiRequest('/auth-rate-limiter', limiterAnswerSchema, {
      method: 'POST',
      body: { action, identifier: identifier.trim(), userAgent: navigator.userAgent.slice(0, 1000), deviceFingerprint: deviceFingerprint() },
    });
  } catch {
    return { allowed: true, reason: 'ok', attempts: 0, attemptsRemaining: FALLBACK_ATTEMPTS_REMAINING, delay: 0, retryAfter: 0 };
  }
}
