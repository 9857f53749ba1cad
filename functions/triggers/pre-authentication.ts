import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import { LOGIN_TICKET_FIELD } from '#shared/auth/login-ticket';
import { RATE_LIMITS } from '#shared/auth/rate-limit';
import { consumeLoginAttempt, DIRECT, placeOfSignIn } from '../auth/rate-limiter.ts';
import { audit, raiseSecurityEvent } from '../security/audit.ts';

/** Spec (platform §9): 5 or more failed sign-ins from one IP within 15 minutes raise an alert. */
const FAILED_LOGIN_ALERT = 5;

/**
 * Every password sign-in passes here before Cognito checks the password, whether it comes from
 * our page or straight at Cognito, and for an address with no account too (the app client has
 * PreventUserExistenceErrors, so Cognito calls this with userNotFound): each attempt is counted
 * against its address and place (docs/rate-limiting.md) and refused when over a limit, with the
 * same answer whether or not the account exists. Post-authentication clears the count on success.
 */
export const handler = async (event: PreAuthenticationTriggerEvent): Promise<PreAuthenticationTriggerEvent> => {
  const address = (event.request.userAttributes.email ?? event.userName).trim().toLowerCase();
  const userId = event.request.userAttributes.sub ?? null;
  const place = await placeOfSignIn(address, event.request.validationData?.[LOGIN_TICKET_FIELD]);
  const clientIp = place === DIRECT ? 'unknown' : place;
  const context = { userId, identifier: address, actionType: 'auth' as const, ipAddress: clientIp, userAgent: 'cognito' };

  const count = await consumeLoginAttempt(address, place);
  // Cognito reports a wrong password to no trigger. A success clears the count, so an attempt that
  // is not the first here since then follows a failure (one that reached the password check): record it now.
  if (count.countedHere && count.attemptsHere > 1 && count.attemptsHere <= RATE_LIMITS.login.limit + 1) {
    await audit({ ...context, action: 'login_failure', success: false, errorMessage: 'Incorrect password' });
  }
  if (count.ipUnresolved !== undefined && count.ipUnresolved - 1 === FAILED_LOGIN_ALERT) {
    await raiseSecurityEvent({
      eventType: 'multiple_failed_attempts',
      severity: 'medium',
      userId: null,
      clientIp,
      description: `${FAILED_LOGIN_ALERT} failed sign-ins from one IP within 15 minutes.`,
    });
  }
  if (count.refused) {
    await audit({ ...context, action: 'login_blocked', success: false, errorMessage: count.refused.message });
    await raiseSecurityEvent({
      eventType: 'account_lockout',
      severity: 'high',
      userId,
      clientIp,
      description: 'Sign-in refused: too many failed attempts for this account from this place.',
    });
    // Cognito answers "PreAuthentication failed with error <message>." itself: no second period.
    throw new Error(count.refused.message.replace(/\.$/, ''));
  }
  return event;
};
