import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { displayName } from '#shared/display-name';
import type { Caller } from '../api/caller.ts';
import { consumeRateLimit } from '../auth/rate-limiter.ts';
import { issueToken, redeemToken } from '../data/one-time-tokens.ts';
import { getProfile, markEmailVerified } from '../data/users.ts';
import { sendEmail } from '../email/send-email.ts';
import { cognitoClient } from '../lib/clients.ts';
import { config } from '../lib/config.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors.ts';
import { audit } from '../security/audit.ts';
import type { RequestOrigin } from '../lib/request-origin.ts';

const LINK_DAYS = 7;

/** A fresh activation link for a user, valid once for 7 days. */
export async function activationUrl(userId: string, email: string): Promise<string> {
  const token = await issueToken('email_verification', { userId, email }, LINK_DAYS * 24 * 60 * 60);
  return `${config().APP_URL}/verify-email?token=${token}`;
}

/** Marks the address verified in Cognito and on the profile, if the link is valid and unused. */
export async function verifyEmail(token: string, origin: RequestOrigin): Promise<void> {
  const record = await redeemToken('email_verification', token);
  if (!record) throw new BadRequestError('This confirmation link is invalid, expired or already used.', 'Link Expired');
  await cognitoClient().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: config().USER_POOL_ID,
      Username: record.email,
      // The address itself goes with the flag, as Cognito expects when an admin verifies it.
      UserAttributes: [
        { Name: 'email', Value: record.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await markEmailVerified(record.userId);
  await audit({ userId: record.userId, actionType: 'account', action: 'email_verified', success: true, ...origin });
}

/** Sends the activation email again (3 an hour). */
export async function resendActivation(caller: Caller, origin: RequestOrigin): Promise<void> {
  const profile = await getProfile(caller.userId);
  if (!profile) throw new NotFoundError('Profile not found');
  if (profile.emailVerified) throw new ConflictError('Your email address is already confirmed.');
  await consumeRateLimit('verificationEmail', { identifier: caller.userId, ip: origin.ipAddress });
  await sendEmail({
    to: profile.email,
    template: 'activation',
    data: {
      firstName: displayName({ firstName: profile.firstName, email: profile.email }),
      activationUrl: await activationUrl(profile.userId, profile.email),
    },
  });
  await audit({ userId: caller.userId, actionType: 'account', action: 'verification_email_sent', success: true, ...origin });
}
