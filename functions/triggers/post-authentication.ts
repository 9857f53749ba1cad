import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { loginSucceeded } from '../auth/rate-limiter.ts';
import { audit } from '../security/audit.ts';

/**
 * A successful sign-in is audited and clears the address's sign-in counts; the place it came
 * from takes its attempt back from the IP's count and becomes a known place of the address.
 */
export const handler = async (event: PostAuthenticationTriggerEvent): Promise<PostAuthenticationTriggerEvent> => {
  await loginSucceeded((event.request.userAttributes.email ?? event.userName).trim().toLowerCase());
  await audit({
    userId: event.request.userAttributes.sub ?? null,
    actionType: 'auth',
    action: 'login_success',
    success: true,
    ipAddress: 'unknown',
    userAgent: 'cognito',
  });
  return event;
};
