import { readFileSync, writeFileSync } from 'node:fs';
import { AdminGetUserCommand, UserNotFoundException, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { userPoolSettings } from '../../functions/auth/user-pool-settings.ts';
import { invokeTrigger } from './triggers.ts';

export interface ShimAnswer {
  status: number;
  body: unknown;
}

/**
 * cognito-local has no PreAuthentication trigger. The SPA (and the tests) reach it through this
 * shim on the app's origin, which runs our pre-authentication trigger before a password sign-in
 * exactly as Cognito does on AWS for an app client with PreventUserExistenceErrors (ours): for an
 * existing user, and for an unknown one with `userNotFound: true`; the request's ClientMetadata
 * is the event's `validationData`; a thrown error becomes UserLambdaValidationException with
 * Cognito's wording.
 */
export interface CognitoShim {
  before: (target: string, body: Buffer) => Promise<ShimAnswer | undefined>;
  /** Rewrites an answer where cognito-local differs from Cognito. */
  after: (target: string, answer: ShimAnswer) => ShimAnswer;
}

/**
 * cognito-local answers a wrong password (at sign-in or as the previous password of a change)
 * with InvalidPasswordException, and a sign-in for an unknown user with NotAuthorizedException
 * "User not authorized"; Cognito (with PreventUserExistenceErrors) answers both with
 * NotAuthorizedException "Incorrect username or password.", which the SPA and the API rely on and
 * which does not tell whether the account exists.
 */
function after(target: string, answer: ShimAnswer): ShimAnswer {
  const { __type: type, message } = (answer.body as { __type?: string; message?: string } | undefined) ?? {};
  const checksPassword = target.endsWith('.InitiateAuth') || target.endsWith('.ChangePassword');
  const unknownUser = target.endsWith('.InitiateAuth') && type === 'NotAuthorizedException' && message === 'User not authorized';
  if ((checksPassword && type === 'InvalidPasswordException') || unknownUser) {
    return { status: 400, body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' } };
  }
  return answer;
}

/** Cognito's answer to a sign-in or token refresh of a disabled user (AdminDisableUser, /admin/users). */
const USER_DISABLED: ShimAnswer = { status: 400, body: { __type: 'NotAuthorizedException', message: 'User is disabled.' } };

/** The claims of a JWT, unverified: cognito-local's refresh tokens are JWTs it signed itself. */
function jwtClaims(token: string): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * cognito-local also lacks AdminUserGlobalSignOut. The shim answers it by remembering when the
 * user signed out everywhere (kept in `revocationsFile`) and refusing refresh tokens issued
 * before then, which is what Cognito's global sign-out does to refresh tokens.
 */
export function createCognitoShim(cognito: CognitoIdentityProviderClient, userPoolId: string, revocationsFile: string): CognitoShim {
  let revokedBefore: Record<string, number> = {};
  try {
    revokedBefore = JSON.parse(readFileSync(revocationsFile, 'utf8')) as Record<string, number>;
  } catch {
    // No sign-out everywhere yet.
  }
  return { before, after };

  async function findUser(username: string) {
    try {
      return await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
    } catch (error) {
      if (error instanceof UserNotFoundException) return undefined;
      throw error;
    }
  }

  /**
   * cognito-local ignores the app client's WriteAttributes; Cognito refuses a user's own change
   * to any attribute the client may not write (the email: it changes only through the app).
   */
  function refuseUnwritable(body: Buffer): ShimAnswer | undefined {
    const { UserAttributes = [] } = JSON.parse(body.toString('utf8') || '{}') as { UserAttributes?: { Name?: string }[] };
    const writable: readonly string[] = userPoolSettings.writableAttributes;
    const refused = UserAttributes.find((attribute) => !writable.includes(attribute.Name ?? ''));
    if (!refused) return undefined;
    return { status: 400, body: { __type: 'NotAuthorizedException', message: 'A client attempted to write unauthorized attribute' } };
  }

  async function globalSignOut(body: Buffer): Promise<ShimAnswer> {
    const { Username } = JSON.parse(body.toString('utf8') || '{}') as { Username?: string };
    const user = Username ? await findUser(Username) : undefined;
    if (!user?.Username) return { status: 400, body: { __type: 'UserNotFoundException', message: 'User does not exist.' } };
    revokedBefore[user.Username] = Math.floor(Date.now() / 1000);
    writeFileSync(revocationsFile, JSON.stringify(revokedBefore));
    return { status: 200, body: {} };
  }

  async function before(target: string, body: Buffer): Promise<ShimAnswer | undefined> {
    if (target === 'AWSCognitoIdentityProviderService.AdminUserGlobalSignOut') return globalSignOut(body);
    if (target === 'AWSCognitoIdentityProviderService.UpdateUserAttributes') return refuseUnwritable(body);
    if (target !== 'AWSCognitoIdentityProviderService.InitiateAuth') return undefined;
    const request = JSON.parse(body.toString('utf8') || '{}') as {
      AuthFlow?: string;
      ClientId?: string;
      AuthParameters?: { USERNAME?: string; REFRESH_TOKEN?: string };
      ClientMetadata?: Record<string, string>;
    };
    if (request.AuthFlow === 'REFRESH_TOKEN_AUTH' || request.AuthFlow === 'REFRESH_TOKEN') {
      const claims = jwtClaims(request.AuthParameters?.REFRESH_TOKEN ?? '');
      const cutoff = revokedBefore[String(claims['cognito:username'])];
      if (cutoff !== undefined && Number(claims.iat) <= cutoff) {
        return { status: 400, body: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' } };
      }
      if ((await findUser(String(claims['cognito:username'])))?.Enabled === false) return USER_DISABLED;
      return undefined;
    }
    const username = request.AuthParameters?.USERNAME;
    if (request.AuthFlow !== 'USER_PASSWORD_AUTH' || !username) return undefined;
    const user = await findUser(username);
    // cognito-local signs disabled users in; Cognito refuses them before any trigger runs.
    if (user?.Enabled === false) return USER_DISABLED;
    const event = {
      version: '1',
      triggerSource: 'PreAuthentication_Authentication',
      region: 'ca-central-1',
      userPoolId,
      userName: user?.Username ?? username,
      callerContext: { awsSdkVersion: 'local', clientId: request.ClientId },
      request: {
        userAttributes: Object.fromEntries((user?.UserAttributes ?? []).map((a) => [a.Name, a.Value])),
        validationData: request.ClientMetadata ?? {},
        userNotFound: !user,
      },
      response: {},
    };
    try {
      await invokeTrigger('preAuthentication', event);
      return undefined;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { status: 400, body: { __type: 'UserLambdaValidationException', message: `PreAuthentication failed with error ${message}.` } };
    }
  }
}
