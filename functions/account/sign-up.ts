import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { isCommonPassword } from '#shared/auth/common-passwords';
import { validateSignup } from '#shared/auth/validation';
import type { SignupRequest } from '#shared/api/auth';
import { displayName } from '#shared/display-name';
import { consumeRateLimit } from '../auth/rate-limiter.ts';
import { activationUrl } from './email-verification.ts';
import { createProfileIfAbsent, getProfileByEmail } from '../data/users.ts';
import { sendEmail } from '../email/send-email.ts';
import { recordServerEvent } from '../analytics/events.ts';
import { torontoTimestamp } from '#shared/toronto-time';
import { cognitoClient } from '../lib/clients.ts';
import { config } from '../lib/config.ts';
import { BadRequestError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import type { RequestOrigin } from '../lib/request-origin.ts';
import { audit } from '../security/audit.ts';

function userPoolId(): string {
  const { USER_POOL_ID } = config();
  if (!USER_POOL_ID) throw new Error('USER_POOL_ID is not configured');
  return USER_POOL_ID;
}

/** Creates a confirmed user with a permanent password; undone if the password cannot be set. */
async function createCognitoUser(input: SignupRequest): Promise<string | null> {
  const UserPoolId = userPoolId();
  let userId: string | undefined;
  try {
    const { User } = await cognitoClient().send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: input.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: input.email },
          ...(input.firstName ? [{ Name: 'given_name', Value: input.firstName }] : []),
        ],
      }),
    );
    userId = User?.Attributes?.find((a) => a.Name === 'sub')?.Value ?? User?.Username;
  } catch (error) {
    if (error instanceof UsernameExistsException) return null;
    throw error;
  }
  try {
    await cognitoClient().send(
      new AdminSetUserPasswordCommand({ UserPoolId, Username: input.email, Password: input.password, Permanent: true }),
    );
  } catch (error) {
    await cognitoClient().send(new AdminDeleteUserCommand({ UserPoolId, Username: input.email }));
    throw error;
  }
  if (!userId) throw new Error('Cognito returned no user id');
  return userId;
}

/**
 * The answer to a sign-up for a taken address stays the same as for a new one (nothing reveals
 * that an account exists), but the address's owner hears of it: how to sign in or reset, and,
 * while the address is unconfirmed, a new confirmation link. The sign-up limit (3 an hour per
 * address) bounds these emails.
 */
async function tellOwnerOfExistingAccount(email: string): Promise<void> {
  const profile = await getProfileByEmail(email);
  if (!profile) return;
  const { APP_URL } = config();
  await sendEmail({
    to: profile.email,
    template: 'account-exists',
    data: {
      firstName: displayName({ firstName: profile.firstName, email: profile.email }),
      signInUrl: `${APP_URL}/login`,
      resetUrl: `${APP_URL}/forgot-password`,
      ...(profile.emailVerified ? {} : { activationUrl: await activationUrl(profile.userId, profile.email) }),
    },
  });
}

/**
 * Sign-up happens here, not in the browser, because Cognito never shows its triggers the
 * password: this is where the shared password rules and the sign-up rate limit are enforced.
 * The pre-sign-up trigger refuses self sign-ups that bypass this endpoint. An address that
 * already has an account gets the same answer as a new one.
 */
export async function signUp(input: SignupRequest, origin: RequestOrigin): Promise<void> {
  const refuse = async (error: Error) => {
    await audit({ userId: null, identifier: input.email, actionType: 'auth', action: 'signup', success: false, errorMessage: error.message, ...origin });
    return error;
  };
  const invalid = validateSignup({ password: input.password, termsAccepted: input.termsAccepted }, isCommonPassword);
  if (invalid) throw await refuse(new BadRequestError(invalid.message, invalid.title));
  try {
    await consumeRateLimit('signup', { identifier: input.email, ip: origin.ipAddress });
  } catch (error) {
    throw await refuse(error as Error);
  }

  const userId = await createCognitoUser(input);
  if (!userId) {
    logger.info('Sign-up for an existing address', { ip: origin.ipAddress });
    await audit({ userId: null, identifier: input.email, actionType: 'auth', action: 'signup_existing_address', success: false, ...origin });
    await tellOwnerOfExistingAccount(input.email);
    return;
  }
  await audit({ userId, actionType: 'auth', action: 'signup', success: true, ...origin, metadata: { source: input.source ?? 'direct' } });
  const firstName = input.firstName || null;
  await createProfileIfAbsent({
    userId,
    email: input.email,
    firstName,
    lastName: null,
    examType: input.examType ?? null,
    plannedSitting: input.plannedSitting ?? null,
    createdAt: new Date().toISOString(),
  });
  const { APP_URL, ADMIN_NOTIFICATION_EMAIL } = config();
  // Spec: a failed email never blocks sign-up (sendEmail logs and does not throw).
  await Promise.all([
    recordServerEvent('signup', userId, { examType: input.examType ?? 'none' }),
    sendEmail({
      to: input.email,
      template: 'welcome',
      data: {
        firstName: displayName({ firstName, email: input.email }),
        dashboardUrl: `${APP_URL}/dashboard`,
        activationUrl: await activationUrl(userId, input.email),
      },
    }),
    sendEmail({
      to: ADMIN_NOTIFICATION_EMAIL,
      template: 'admin-notification',
      data: {
        userEmail: input.email,
        userId,
        signupTime: torontoTimestamp(new Date()),
        source: input.source || 'direct',
        referrer: input.referrer || 'none',
      },
    }),
  ]);
}
