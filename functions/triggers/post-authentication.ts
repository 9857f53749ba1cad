import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { clearLoginFailures } from '../auth/rate-limiter.ts';

/** A successful sign-in clears the address's failed attempts. */
export const handler = async (event: PostAuthenticationTriggerEvent): Promise<PostAuthenticationTriggerEvent> => {
  await clearLoginFailures(event.request.userAttributes.email ?? event.userName);
  return event;
};
