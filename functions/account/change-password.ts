import {
  ChangePasswordCommand,
  LimitExceededException,
  NotAuthorizedException,
  TooManyRequestsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { isCommonPassword } from '#shared/auth/common-passwords';
import { validateNewPassword } from '#shared/auth/validation';
import type { ChangePasswordRequest, ChangePasswordResponse } from '#shared/api/account';
import { endAllSessions } from './sessions.ts';
import type { Caller } from '../api/caller.ts';
import { cognitoClient } from '../lib/clients.ts';
import { BadRequestError, RateLimitedError } from '../lib/errors.ts';
import { audit } from '../security/audit.ts';
import type { RequestOrigin } from '../lib/request-origin.ts';

/**
 * Changes the caller's password with their own access token, after the same rules as sign-up,
 * so a weak password cannot be set by this path either. Then every session is signed out
 * (whoever knew the old password is out at once); answers when new tokens become valid.
 */
export async function changePassword(caller: Caller, accessToken: string, input: ChangePasswordRequest, origin: RequestOrigin): Promise<ChangePasswordResponse> {
  const invalid = validateNewPassword(input.newPassword, isCommonPassword);
  if (invalid) throw new BadRequestError(invalid.message, invalid.title);
  if (input.newPassword === input.currentPassword) {
    throw new BadRequestError('Choose a password different from your current one.', 'Same Password');
  }
  try {
    await cognitoClient().send(
      new ChangePasswordCommand({ AccessToken: accessToken, PreviousPassword: input.currentPassword, ProposedPassword: input.newPassword }),
    );
  } catch (error) {
    const failure = async (message: string) => {
      await audit({ userId: caller.userId, actionType: 'account', action: 'password_change', success: false, errorMessage: message, ...origin });
    };
    if (error instanceof NotAuthorizedException) {
      await failure('Current password is incorrect');
      throw new BadRequestError('Your current password is incorrect.', 'Password Not Changed');
    }
    if (error instanceof LimitExceededException || error instanceof TooManyRequestsException) {
      await failure('Too many attempts');
      throw new RateLimitedError('Too many password change attempts. Please try again later.', 15 * 60);
    }
    throw error;
  }
  const tokensValidFrom = await endAllSessions(caller.userId, 'password_changed');
  await audit({ userId: caller.userId, actionType: 'account', action: 'password_change', success: true, ...origin });
  return { status: 'changed', tokensValidFrom };
}
