import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import { consumeRateLimit, peekRateLimit } from '../auth/rate-limiter.ts';
import { RateLimitedError } from '../lib/errors.ts';
import { audit, raiseSecurityEvent } from '../security/audit.ts';

/**
 * Every password sign-in passes here before Cognito checks the password, whether it comes
 * from our SPA or straight at Cognito, so the login limit cannot be skipped: each attempt is
 * counted, and a blocked address is refused (post-authentication clears the count on success).
 */
export const handler = async (event: PreAuthenticationTriggerEvent): Promise<PreAuthenticationTriggerEvent> => {
  const identifier = event.request.userAttributes.email ?? event.userName;
  const userId = event.request.userAttributes.sub ?? null;
  // Cognito does not report a wrong password to any trigger. A success clears the count, so
  // attempts still counted when the next one arrives were failures: record the last of them.
  const before = await peekRateLimit('login', { identifier });
  const context = { userId, actionType: 'auth' as const, ipAddress: 'unknown', userAgent: 'cognito' };
  if (before.attempts > 0) await audit({ ...context, action: 'login_failure', success: false, errorMessage: 'Incorrect password' });
  try {
    await consumeRateLimit('login', { identifier });
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    await audit({ ...context, action: 'login_blocked', success: false, errorMessage: error.message });
    await raiseSecurityEvent({
      eventType: 'account_lockout',
      severity: 'high',
      userId,
      clientIp: 'unknown',
      description: 'Sign-in refused: too many failed attempts for this account.',
    });
    throw new Error(error.message);
  }
  return event;
};

