import {
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type * as AdminMfa from '../../functions/api/admin-mfa.ts';
import type { Caller } from '../../functions/api/caller.ts';
import { cognitoClient, signUpInGroup, type Tokens } from '../support/cognito.ts';
import { pointAtStackTable } from '../support/stack-table.ts';
import { totpCode } from '../support/totp.ts';

const stack = inject('stack');
type AdminMfaModule = typeof AdminMfa;

/** Turns on an authenticator app for a signed-in user, as the account page does. */
async function turnOnAuthenticator(user: Tokens): Promise<string> {
  const cognito = cognitoClient(stack.cognitoEndpoint);
  const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: user.accessToken }));
  if (!SecretCode) throw new Error('no secret');
  await cognito.send(new VerifySoftwareTokenCommand({ AccessToken: user.accessToken, UserCode: totpCode(SecretCode), FriendlyDeviceName: 'Test phone' }));
  await cognito.send(new SetUserMFAPreferenceCommand({ AccessToken: user.accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
  return SecretCode;
}

const callerOf = (userId: string, adminRole: Caller['adminRole']): Caller => ({ userId, groups: [], isAdmin: adminRole !== null, adminRole, issuedAt: null });
const subOf = (user: Tokens) => JSON.parse(Buffer.from(user.accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')).sub as string;

describe('multi-factor authentication', () => {
  let refuseAdminWithoutMfa: AdminMfaModule['refuseAdminWithoutMfa'];

  beforeAll(async () => {
    // This worker plays an AWS stage with the setting on (the local stack has it off).
    pointAtStackTable(stack);
    Object.assign(process.env, { USER_POOL_ID: stack.userPoolId, COGNITO_ENDPOINT: stack.cognitoUrl, REQUIRE_ADMIN_MFA: 'true' });
    ({ refuseAdminWithoutMfa } = await import('../../functions/api/admin-mfa.ts'));
  });

  it('asks for the authenticator code at sign-in once a user turns it on', async () => {
    const user = await signUpInGroup(stack, null);
    const secret = await turnOnAuthenticator(user);
    const cognito = cognitoClient(stack.cognitoEndpoint);
    const started = await cognito.send(
      new InitiateAuthCommand({ ClientId: stack.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }),
    );
    expect(started.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(started.AuthenticationResult).toBeUndefined();
    const done = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: stack.userPoolClientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: started.Session,
        ChallengeResponses: { USERNAME: user.email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret) },
      }),
    );
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('refuses admin routes to an administrator without an authenticator app, where the stage requires it', async () => {
    const admin = await signUpInGroup(stack, 'super_admin');
    await expect(refuseAdminWithoutMfa('super_admin', callerOf(subOf(admin), 'super_admin'))).rejects.toMatchObject({ status: 403 });
    // Candidates' routes never ask.
    await expect(refuseAdminWithoutMfa('user', callerOf(subOf(admin), 'super_admin'))).resolves.toBeUndefined();

    const secured = await signUpInGroup(stack, 'content_manager');
    await turnOnAuthenticator(secured);
    await expect(refuseAdminWithoutMfa('content_manager', callerOf(subOf(secured), 'content_manager'))).resolves.toBeUndefined();
  });
});
