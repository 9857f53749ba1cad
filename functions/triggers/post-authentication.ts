import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { clearLoginFailures } from '../auth/rate-limiter.ts';
import { audit } from '../security/audit.ts';

/** A successful sign-in is audited and clears the address's failed attempts. */
export const handler = async (event: PostAuthenticationTriggerEvent): Promise<PostAuthenticationTriggerEvent> => {
  await clearLoginFailures(event.request.userAttributes.email ?? event.userName);
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
