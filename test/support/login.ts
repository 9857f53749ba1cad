import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { LOGIN_TICKET_FIELD } from '#shared/auth/login-ticket';
import { limiterAnswerSchema, type LimiterAnswer } from '#shared/auth/rate-limit';
import { cognitoClient, postJson, type Tokens } from './cognito.ts';
import type { LocalStackContext } from './local-stack-context.ts';

export type { LimiterAnswer };

/** POST /api/auth-rate-limiter for a sign-in, from a chosen loopback address. */
export async function askLimiter(stack: LocalStackContext, identifier: string, ip: string): Promise<LimiterAnswer> {
  const response = await postJson(`${stack.url}/api/auth-rate-limiter`, { action: 'login', identifier, userAgent: 'vitest' }, { ip });
  if (response.status !== 200) throw new Error(`limiter answered ${response.status}: ${JSON.stringify(response.body)}`);
  return limiterAnswerSchema.parse(response.body);
}

/** How Cognito answered a sign-in: tokens, or the error's name and message (what a caller can observe). */
export type SignInOutcome = { ok: true; tokens: Tokens } | { ok: false; name: string; message: string };

/**
 * A password sign-in as the login page sends it: straight to Cognito (the local shim), with the
 * limiter's ticket, if any, as ClientMetadata. Without a ticket it is a sign-in sent to Cognito
 * directly, as a script would.
 */
export async function cognitoSignIn(stack: LocalStackContext, email: string, password: string, ticket?: string): Promise<SignInOutcome> {
  try {
    const { AuthenticationResult } = await cognitoClient(stack.cognitoEndpoint).send(
      new InitiateAuthCommand({
        ClientId: stack.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
        ...(ticket ? { ClientMetadata: { [LOGIN_TICKET_FIELD]: ticket } } : {}),
      }),
    );
    if (!AuthenticationResult?.AccessToken || !AuthenticationResult.IdToken) throw new Error('no tokens');
    return { ok: true, tokens: { accessToken: AuthenticationResult.AccessToken, idToken: AuthenticationResult.IdToken } };
  } catch (error) {
    const { name, message } = error as Error;
    return { ok: false, name, message };
  }
}

/** The login page's whole attempt from one address: ask the limiter, and sign in only if it allows. */
export async function pageSignIn(stack: LocalStackContext, email: string, password: string, ip: string) {
  const limit = await askLimiter(stack, email, ip);
  const outcome = limit.allowed ? await cognitoSignIn(stack, email, password, limit.ticket) : undefined;
  return { limit, outcome };
}
