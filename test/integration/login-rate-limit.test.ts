import { describe, expect, inject, it } from 'vitest';
import { rateLimitMessage, rateLimitResultSchema } from '#shared/auth/rate-limit';
import { postJson, randomLoopbackIp, signIn, signUpAndSignIn } from '../support/cognito.ts';

const stack = inject('stack');

async function limiter(identifier: string, ip = randomLoopbackIp()) {
  const response = await postJson(`${stack.url}/api/auth-rate-limiter`, { action: 'login', identifier, userAgent: 'vitest' }, { ip });
  expect(response.status).toBe(200);
  return rateLimitResultSchema.parse(response.body);
}

const wrongSignIn = (email: string) => signIn(stack.cognitoEndpoint, stack.userPoolClientId, email, 'not the password at all');

describe('the login limit', () => {
  it('blocks an address after 5 wrong passwords, even for a sign-in sent straight to Cognito', async () => {
    const user = await signUpAndSignIn(stack);
    // signUpAndSignIn signed in once, which cleared the count; now five failures.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await limiter(user.email)).allowed, `attempt ${attempt}`).toBe(true);
      await expect(wrongSignIn(user.email)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    }

    // The sixth try: the page asks first and shows the spec's blocked message.
    const sixth = await limiter(user.email);
    expect(sixth).toMatchObject({ allowed: false, reason: 'blocked', attemptsRemaining: 0 });
    expect(sixth.retryAfter).toBeGreaterThan(890);
    expect(rateLimitMessage('login', sixth)).toBe('Account temporarily blocked. Try again in 15 minutes.');

    // The seventh, sent to Cognito directly with the right password, is refused by pre-authentication.
    await expect(signIn(stack.cognitoEndpoint, stack.userPoolClientId, user.email, user.password)).rejects.toThrow(
      /PreAuthentication failed with error Account temporarily blocked\. Try again in 15 minutes\./,
    );
  });

  it('counts down the attempts left and starts again after a successful sign-in', async () => {
    const user = await signUpAndSignIn(stack);
    await expect(wrongSignIn(user.email)).rejects.toThrow();
    await expect(wrongSignIn(user.email)).rejects.toThrow();
    expect(await limiter(user.email)).toMatchObject({ allowed: true, attempts: 2, attemptsRemaining: 3 });
    await signIn(stack.cognitoEndpoint, stack.userPoolClientId, user.email, user.password);
    expect(await limiter(user.email)).toMatchObject({ allowed: true, attempts: 0, attemptsRemaining: 5 });
  });

  it('rejects a malformed check with 400', async () => {
    const response = await postJson(`${stack.url}/api/auth-rate-limiter`, { action: 'hack', identifier: 'x' });
    expect(response).toMatchObject({ status: 400, body: { error: 'bad_request' } });
  });
});
