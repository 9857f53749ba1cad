import { CognitoIdentityProviderClient, UpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { meResponseSchema } from '#shared/api/me';
import { call } from '../support/api.ts';
import { postJson, randomLoopbackIp, signIn, signUpAndSignIn } from '../support/cognito.ts';

const stack = inject('stack');

/** Cognito's own API, as anyone holding the public client id can call it (here through the local shim). */
const cognito = () =>
  new CognitoIdentityProviderClient({ endpoint: stack.cognitoEndpoint, region: 'ca-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' }, maxAttempts: 1 });

describe("Cognito's own API cannot bypass the app's rules", () => {
  it('lets a user change their names but not their email address directly', async () => {
    const user = await signUpAndSignIn(stack, { firstName: 'Ines' });
    await cognito().send(new UpdateUserAttributesCommand({ AccessToken: user.accessToken, UserAttributes: [{ Name: 'given_name', Value: 'Inès' }] }));
    await expect(
      cognito().send(new UpdateUserAttributesCommand({ AccessToken: user.accessToken, UserAttributes: [{ Name: 'email', Value: 'taken-over@example.com' }] })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // The address the app knows is unchanged, and the old one still signs in.
    expect(meResponseSchema.parse((await call(stack, user, 'GET', '/me')).json()).email).toBe(user.email);
    await expect(signIn(stack.cognitoEndpoint, stack.userPoolClientId, user.email, user.password)).resolves.toBeTruthy();
  });
});

describe('email addresses are one address whatever their case', () => {
  it('keeps one account for Name@Example.com and name@example.com, and signs in with either', async () => {
    const lower = `case-${Date.now()}@example.com`;
    const mixed = lower.replace('case', 'CaSe').replace('example.com', 'Example.COM');
    const password = 'one address, two spellings';
    const first = await postJson(`${stack.url}/api/auth/signup`, { email: mixed, password, termsAccepted: true }, { ip: randomLoopbackIp() });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // A second sign-up in other capitals is the same address: the same answer, no second account.
    expect((await postJson(`${stack.url}/api/auth/signup`, { email: lower, password: 'a different phrase entirely', termsAccepted: true }, { ip: randomLoopbackIp() })).status).toBe(201);
    const tokens = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, lower, password);
    expect(meResponseSchema.parse((await call(stack, tokens, 'GET', '/me')).json()).email).toBe(lower);
    // The login limiter counts one address, however it is typed.
    const limits = await Promise.all(
      [mixed, lower].map(async (identifier) => (await postJson(`${stack.url}/api/auth-rate-limiter`, { action: 'passwordReset', identifier })).body as { attempts: number }),
    );
    expect(limits[0]?.attempts).toBe(limits[1]?.attempts);
  });
});
