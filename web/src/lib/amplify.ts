import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { RuntimeConfig } from '#shared/runtime-config';

type TokenRefresher = Parameters<typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher>[0];
type Jwt = Awaited<ReturnType<TokenRefresher>>['accessToken'];

function decodeJwt(token: string): Jwt {
  const part = token.split('.')[1] ?? '';
  const payload = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Jwt['payload'];
  return { payload, toString: () => token };
}

/**
 * cognito-local lacks GetTokensFromRefreshToken, which Amplify uses to refresh; against it the
 * SPA refreshes with InitiateAuth REFRESH_TOKEN_AUTH instead. Only set when the runtime config
 * names a local endpoint, so AWS keeps Amplify's own refresher.
 */
function localTokenRefresher(endpoint: string, clientId: string): TokenRefresher {
  return async ({ tokens, username }) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
      }),
    });
    if (!response.ok) throw new Error('Session expired');
    const { AuthenticationResult } = (await response.json()) as {
      AuthenticationResult: { AccessToken: string; IdToken: string };
    };
    return {
      accessToken: decodeJwt(AuthenticationResult.AccessToken),
      idToken: decodeJwt(AuthenticationResult.IdToken),
      refreshToken: tokens.refreshToken,
      clockDrift: tokens.clockDrift,
      username,
    };
  };
}

export function configureAmplify(config: RuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        userPoolEndpoint: config.userPoolEndpoint,
        loginWith: { email: true },
      },
    },
  });
  if (config.userPoolEndpoint) {
    cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(
      localTokenRefresher(config.userPoolEndpoint, config.userPoolClientId),
    );
  }
}
