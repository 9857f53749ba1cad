import { AdminGetUserCommand, UserNotFoundException, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { invokeTrigger } from './triggers.ts';

export interface ShimAnswer {
  status: number;
  body: unknown;
}

/**
 * cognito-local has no PreAuthentication trigger. The SPA (and the tests) reach it through this
 * shim on the app's origin, which runs our pre-authentication trigger before a password sign-in
 * exactly as Cognito does on AWS: only for an existing user, and a thrown error becomes
 * UserLambdaValidationException with Cognito's wording.
 */
export interface CognitoShim {
  before: (target: string, body: Buffer) => Promise<ShimAnswer | undefined>;
  /** Rewrites an answer where cognito-local differs from Cognito. */
  after: (target: string, answer: ShimAnswer) => ShimAnswer;
}

/**
 * cognito-local answers a wrong password with InvalidPasswordException; Cognito answers
 * NotAuthorizedException "Incorrect username or password." (which the SPA relies on).
 */
function after(target: string, answer: ShimAnswer): ShimAnswer {
  const type = (answer.body as { __type?: string } | undefined)?.__type;
  if (target.endsWith('.InitiateAuth') && type === 'InvalidPasswordException') {
    return { status: 400, body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' } };
  }
  return answer;
}

export function createCognitoShim(cognito: CognitoIdentityProviderClient, userPoolId: string): CognitoShim {
  return { before, after };

  async function before(target: string, body: Buffer): Promise<ShimAnswer | undefined> {
    if (target !== 'AWSCognitoIdentityProviderService.InitiateAuth') return undefined;
    const request = JSON.parse(body.toString('utf8') || '{}') as {
      AuthFlow?: string;
      ClientId?: string;
      AuthParameters?: { USERNAME?: string };
    };
    const username = request.AuthParameters?.USERNAME;
    if (request.AuthFlow !== 'USER_PASSWORD_AUTH' || !username) return undefined;
    let user;
    try {
      user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
    } catch (error) {
      if (error instanceof UserNotFoundException) return undefined;
      throw error;
    }
    const event = {
      version: '1',
      triggerSource: 'PreAuthentication_Authentication',
      region: 'ca-central-1',
      userPoolId,
      userName: user.Username,
      callerContext: { awsSdkVersion: 'local', clientId: request.ClientId },
      request: {
        userAttributes: Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name, a.Value])),
        validationData: {},
        userNotFound: false,
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
