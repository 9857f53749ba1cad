import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import { consumeRateLimit } from '../auth/rate-limiter.ts';
import { RateLimitedError } from '../lib/errors.ts';

/**
 * Every password sign-in passes here before Cognito checks the password, whether it comes
 * from our SPA or straight at Cognito, so the login limit cannot be skipped: each attempt is
 * counted, and a blocked address is refused (post-authentication clears the count on success).
 */
export const handler = async (event: PreAuthenticationTriggerEvent): Promise<PreAuthenticationTriggerEvent> => {
  const identifier = event.request.userAttributes.email ?? event.userName;
  try {
    await consumeRateLimit('login', { identifier });
  } catch (error) {
    if (error instanceof RateLimitedError) throw new Error(error.message);
    throw error;
  }
  return event;
};

