import type * as AuthModule from 'aws-amplify/auth';
import type { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { Hub } from 'aws-amplify/utils';
import type { RuntimeConfig } from '#shared/runtime-config';

/**
 * Amplify (about a third of the SPA's JavaScript) loads only when a session may exist or is
 * being made: a first-time visitor's landing page does not wait for it.
 */
let config: RuntimeConfig | undefined;
let loading: Promise<AmplifyAuth> | undefined;

export function setAmplifyConfig(runtimeConfig: RuntimeConfig): void {
  config = runtimeConfig;
}

/**
 * Whether Amplify has tokens stored for this app's client (its keys in localStorage), read
 * without loading Amplify. False means certainly signed out.
 */
export function mayHaveSession(): boolean {
  if (!config) return false;
  try {
    return localStorage.getItem(`CognitoIdentityServiceProvider.${config.userPoolClientId}.LastAuthUser`) !== null;
  } catch {
    return false;
  }
}

async function importAmplify() {
  const [{ Amplify }, auth, cognito, utils, { runtimeConfigSchema }] = await Promise.all([
    import('aws-amplify'),
    import('aws-amplify/auth'),
    import('aws-amplify/auth/cognito'),
    import('aws-amplify/utils'),
    import('#shared/runtime-config'),
  ]);
  return { Amplify, auth, tokenProvider: cognito.cognitoUserPoolsTokenProvider, Hub: utils.Hub, runtimeConfigSchema };
}

export type AmplifyAuth = typeof AuthModule & { Hub: typeof Hub };
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

/** Loads and configures Amplify once; every caller shares the same instance. */
export function loadAmplify(): Promise<AmplifyAuth> {
  loading ??= importAmplify().then(({ Amplify, auth, tokenProvider, Hub, runtimeConfigSchema }) => {
    if (!config) throw new Error('The runtime config is not loaded');
    config = runtimeConfigSchema.parse(config);
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
      tokenProvider.tokenOrchestrator.setTokenRefresher(localTokenRefresher(config.userPoolEndpoint, config.userPoolClientId));
    }
    return { ...auth, Hub } as AmplifyAuth;
  });
  return loading;
}

/** The session's access token, or undefined when signed out (without loading Amplify for a visitor). */
export async function accessToken(): Promise<string | undefined> {
  if (!mayHaveSession()) return undefined;
  const { fetchAuthSession } = await loadAmplify();
  const session = await fetchAuthSession();
  return session.tokens?.accessToken?.toString();
}
