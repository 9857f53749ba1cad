import { AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { isCommonPassword } from '#shared/auth/common-passwords';
import { validateNewPassword } from '#shared/auth/validation';
import { consumeRateLimit } from '../auth/rate-limiter.ts';
import { issueToken, redeemToken } from '../data/one-time-tokens.ts';
import { getProfileByEmail } from '../data/users.ts';
import { sendEmail } from '../email/send-email.ts';
import { cognitoClient } from '../lib/clients.ts';
import { config } from '../lib/config.ts';
import { BadRequestError, RateLimitedError } from '../lib/errors.ts';
import { audit, raiseSecurityEvent } from '../security/audit.ts';
import { endAllSessions } from './sessions.ts';
import type { RequestOrigin } from '../lib/request-origin.ts';

const RESET_LINK_MINUTES = 60;

/**
 * Emails a one-time link to /reset-password. The answer is the same whether or not the address
 * has an account; the request is counted against the address and the IP either way.
 */
export async function requestPasswordReset(email: string, origin: RequestOrigin): Promise<void> {
  try {
    await consumeRateLimit('passwordReset', { identifier: email, ip: origin.ipAddress });
  } catch (error) {
    if (error instanceof RateLimitedError) {
      await audit({ userId: null, identifier: email, actionType: 'auth', action: 'password_reset_request', success: false, errorMessage: error.message, ...origin });
      await raiseSecurityEvent({
        eventType: 'password_reset_abuse',
        severity: 'medium',
        userId: null,
        clientIp: origin.ipAddress,
        description: 'More than 3 password reset requests for one address within an hour.',
      });
    }
    throw error;
  }
  const profile = await getProfileByEmail(email);
  if (!profile) {
    await audit({ userId: null, identifier: email, actionType: 'auth', action: 'password_reset_request', success: false, errorMessage: 'No account', ...origin });
    return;
  }
  const token = await issueToken('password_reset', { userId: profile.userId, email: profile.email }, RESET_LINK_MINUTES * 60);
  await sendEmail({
    to: profile.email,
    template: 'password-reset',
    data: { resetUrl: `${config().APP_URL}/reset-password?token=${token}`, expiresInMinutes: RESET_LINK_MINUTES },
  });
  await audit({ userId: profile.userId, actionType: 'auth', action: 'password_reset_request', success: true, ...origin });
}

/** Sets the new password (same rules as sign-up) if the link is valid, unused and unexpired. */
export async function confirmPasswordReset(token: string, newPassword: string, origin: RequestOrigin): Promise<void> {
  const invalid = validateNewPassword(newPassword, isCommonPassword);
  if (invalid) throw new BadRequestError(invalid.message, invalid.title);
  const record = await redeemToken('password_reset', token);
  if (!record) throw new BadRequestError('This reset link is invalid, expired or already used. Please request a new one.', 'Reset Link Expired');
  const { USER_POOL_ID } = config();
  await cognitoClient().send(
    new AdminSetUserPasswordCommand({ UserPoolId: USER_POOL_ID, Username: record.email, Password: newPassword, Permanent: true }),
  );
  // Whoever knew the old password (or holds a stolen session) is out at once.
  await endAllSessions(record.userId, 'password_changed');
  await audit({ userId: record.userId, actionType: 'auth', action: 'password_reset', success: true, ...origin });
}
