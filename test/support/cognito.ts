import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { AdminAddUserToGroupCommand, CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { LocalStackContext } from './local-stack-context.ts';
import { emailsTo } from './ses.ts';

export function cognitoClient(endpoint: string) {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'ca-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
}

export function uniqueEmail(prefix = 'candidate'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export interface Tokens {
  accessToken: string;
  idToken: string;
}

/** A password sign-in as the SPA makes it (USER_PASSWORD_AUTH locally). */
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

export interface JsonResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** A random loopback address, so each simulated candidate has their own client IP. */
export function randomLoopbackIp(): string {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return `127.${octet()}.${octet()}.${octet()}`;
}

/** POSTs JSON from a chosen loopback address (the whole 127.0.0.0/8 reaches the local server). */
export function postJson(url: string, body: unknown, options: { ip?: string; headers?: Record<string, string> } = {}): Promise<JsonResponse> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        localAddress: options.ip ?? '127.0.0.1',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Confirms the address with the link in the welcome email, as the candidate does. */
export async function confirmEmail(stack: LocalStackContext, email: string): Promise<void> {
  const welcome = (await emailsTo(stack, email, 'Welcome to your Ontario bar exam prep'))[0];
  const link = /(http\S+\/verify-email\?token=[\w-]+)/.exec(welcome?.body.text ?? '')?.[1];
  if (!link) throw new Error(`no confirmation link for ${email}`);
  const response = await postJson(`${stack.url}/api/auth/verify-email`, { token: new URL(link).searchParams.get('token') }, { ip: randomLoopbackIp() });
  if (response.status !== 200) throw new Error(`confirming ${email} failed: ${response.status}`);
}

/**
 * Signs a new candidate up through the API, as the SPA does, and signs them in. Their address is
 * confirmed (as most candidates' are), unless `verified: false`.
 */
export async function signUpAndSignIn(
  stack: LocalStackContext,
  options: { email?: string; password?: string; firstName?: string; ip?: string; verified?: boolean } = {},
): Promise<Tokens & { email: string; password: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct horse battery staple';
  const response = await postJson(
    `${stack.url}/api/auth/signup`,
    { email, password, termsAccepted: true, ...(options.firstName ? { firstName: options.firstName } : {}) },
    { ip: options.ip ?? randomLoopbackIp() },
  );
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  if (options.verified ?? true) await confirmEmail(stack, email);
  return { email, password, ...(await signIn(stack.cognitoEndpoint, stack.userPoolClientId, email, password)) };
}

/** A new candidate, put in an administrator group (or none), signed in so the token carries it. */
export async function signUpInGroup(stack: LocalStackContext, group: 'content_manager' | 'super_admin' | null): Promise<Tokens & { email: string; password: string }> {
  const user = await signUpAndSignIn(stack);
  if (!group) return user;
  await cognitoClient(stack.cognitoUrl).send(new AdminAddUserToGroupCommand({ UserPoolId: stack.userPoolId, Username: user.email, GroupName: group }));
  // The groups claim is written when the token is issued: sign in again to carry the new group.
  return { ...user, ...(await signIn(stack.cognitoEndpoint, stack.userPoolClientId, user.email, user.password)) };
}
