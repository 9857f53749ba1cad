import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';

export function cognitoClient(endpoint: string) {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'ca-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export function uniqueEmail(prefix = 'candidate'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export interface Tokens {
  accessToken: string;
  idToken: string;
}

export async function signIn(endpoint: string, clientId: string, email: string, password: string): Promise<Tokens> {
  const { AuthenticationResult } = await cognitoClient(endpoint).send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (!AuthenticationResult?.AccessToken || !AuthenticationResult.IdToken) throw new Error('no tokens');
  return { accessToken: AuthenticationResult.AccessToken, idToken: AuthenticationResult.IdToken };
}

/** Signs a new user up the way the SPA does (self sign-up, auto-confirmed) and signs them in. */
export async function signUpAndSignIn(
  endpoint: string,
  clientId: string,
  options: { email?: string; password?: string; firstName?: string } = {},
): Promise<Tokens & { email: string; password: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct horse battery staple';
  await cognitoClient(endpoint).send(
    new SignUpCommand({
      ClientId: clientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        ...(options.firstName ? [{ Name: 'given_name', Value: options.firstName }] : []),
      ],
    }),
  );
  return { email, password, ...(await signIn(endpoint, clientId, email, password)) };
}
