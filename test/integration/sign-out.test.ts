import { describe, expect, inject, it } from 'vitest';
import { changePasswordResponseSchema } from '#shared/api/account';
import { call } from '../support/api.ts';
import { postJson, randomLoopbackIp, signIn, signUpAndSignIn, type Tokens } from '../support/cognito.ts';
import { emailsTo } from '../support/ses.ts';

const stack = inject('stack');

const me = async (tokens: Tokens) => (await call(stack, tokens, 'GET', '/me')).status;
/** Tokens carry whole-second issue times: a new sign-in counts once the cutoff second has come. */
const after = (epochSeconds: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, epochSeconds * 1000 - Date.now() + 50)));

describe('sign-out means out', () => {
  it('refuses every access token issued before "sign out everywhere" at once, on every device', async () => {
    const laptop = await signUpAndSignIn(stack);
    const phone = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, laptop.email, laptop.password);
    expect(await me(phone)).toBe(200);
    expect((await call(stack, laptop, 'POST', '/sessions/sign-out-everywhere')).status).toBe(200);
    const refused = await call(stack, phone, 'GET', '/me');
    expect(refused.status).toBe(401);
    expect(refused.json()).toEqual({ error: 'unauthorized', message: 'Your session has ended. Please sign in again.' });
    expect(await me(laptop)).toBe(401);
    // Signing in again works.
    await after(Math.floor(Date.now() / 1000) + 1);
    expect(await me(await signIn(stack.cognitoEndpoint, stack.userPoolClientId, laptop.email, laptop.password))).toBe(200);
  });

  it('signs every session out when the password changes, and says when new tokens count', async () => {
    const laptop = await signUpAndSignIn(stack);
    const phone = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, laptop.email, laptop.password);
    const changed = await postJson(`${stack.url}/api/account/password`, { currentPassword: laptop.password, newPassword: 'fresh phrase for spring' }, {
      headers: { authorization: `Bearer ${laptop.accessToken}` },
    });
    expect(changed.status).toBe(200);
    const { tokensValidFrom } = changePasswordResponseSchema.parse(changed.body);
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(401);
    await after(tokensValidFrom);
    expect(await me(await signIn(stack.cognitoEndpoint, stack.userPoolClientId, laptop.email, 'fresh phrase for spring'))).toBe(200);
  });

  it('signs every session out when the password is reset by email', async () => {
    const user = await signUpAndSignIn(stack);
    expect(await me(user)).toBe(200);
    await postJson(`${stack.url}/api/auth/password-reset`, { email: user.email }, { ip: randomLoopbackIp() });
    const [message] = (await emailsTo(stack, user.email, 'Reset your BarPrep Ontario password')).slice(-1);
    const token = new URL(/(http\S+\/reset-password\?token=[\w-]+)/.exec(message?.body.text ?? '')?.[1] ?? 'http://x').searchParams.get('token');
    expect((await postJson(`${stack.url}/api/auth/password-reset/confirm`, { token, newPassword: 'reset by the real owner' }, { ip: randomLoopbackIp() })).status).toBe(200);
    expect(await me(user)).toBe(401);
  });
});
