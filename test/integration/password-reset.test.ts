import { describe, expect, inject, it } from 'vitest';
import { postJson, randomLoopbackIp, signIn, signUpAndSignIn, uniqueEmail } from '../support/cognito.ts';
import { emailsTo } from '../support/ses.ts';

const stack = inject('stack');

const requestReset = (email: string, ip = randomLoopbackIp()) => postJson(`${stack.url}/api/auth/password-reset`, { email }, { ip });
const confirmReset = (token: string, newPassword: string) =>
  postJson(`${stack.url}/api/auth/password-reset/confirm`, { token, newPassword }, { ip: randomLoopbackIp() });

async function resetToken(email: string): Promise<string> {
  const [message] = (await emailsTo(stack, email, 'Reset your BarPrep Ontario password')).slice(-1);
  const link = /(http\S+\/reset-password\?token=[\w-]+)/.exec(message?.body.text ?? '')?.[1];
  if (!link) throw new Error('no reset link in the email');
  return new URL(link).searchParams.get('token') ?? '';
}

describe('password reset', () => {
  it('emails a one-time link to /reset-password that sets a new password', async () => {
    const user = await signUpAndSignIn(stack);
    expect(await requestReset(user.email)).toMatchObject({ status: 202, body: { status: 'ok' } });
    const token = await resetToken(user.email);

    // A weak password is refused and does not use up the link.
    expect(await confirmReset(token, 'letmein1')).toMatchObject({ status: 400, body: { title: 'Password Too Common' } });
    expect(await confirmReset(token, 'lighthouse at dusk')).toMatchObject({ status: 200 });
    await signIn(stack.cognitoEndpoint, stack.userPoolClientId, user.email, 'lighthouse at dusk');
    await expect(signIn(stack.cognitoEndpoint, stack.userPoolClientId, user.email, user.password)).rejects.toThrow();

    expect(await confirmReset(token, 'another fine phrase')).toMatchObject({ status: 400, body: { title: 'Reset Link Expired' } });
    expect(await confirmReset('x'.repeat(43), 'another fine phrase')).toMatchObject({ status: 400 });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    expect(await requestReset(email)).toMatchObject({ status: 202, body: { status: 'ok' } });
    expect(await emailsTo(stack, email)).toEqual([]);
  });

  it('allows 3 requests per address an hour, then answers 429 with the spec message', async () => {
    const email = uniqueEmail('resetlimit');
    for (let i = 0; i < 3; i += 1) expect((await requestReset(email)).status).toBe(202);
    const refused = await requestReset(email);
    expect(refused.status).toBe(429);
    expect((refused.body as { message: string }).message).toMatch(/^Password reset temporarily blocked\. Try again in (59|60) minutes\.$/);
  });
});
