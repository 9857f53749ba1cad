import { describe, expect, inject, it } from 'vitest';
import { meResponseSchema } from '#shared/api/me';
import { postJson, randomLoopbackIp, signUpAndSignIn } from '../support/cognito.ts';
import { emailsTo } from '../support/ses.ts';

const stack = inject('stack');

function tokenFrom(text: string | undefined): string {
  const link = /(http\S+\/verify-email\?token=[\w-]+)/.exec(text ?? '')?.[1];
  if (!link) throw new Error('no confirmation link');
  return new URL(link).searchParams.get('token') ?? '';
}

async function me(token: string) {
  return meResponseSchema.parse(await (await fetch(`${stack.url}/api/me`, { headers: { authorization: `Bearer ${token}` } })).json());
}

const verify = (token: string) => postJson(`${stack.url}/api/auth/verify-email`, { token }, { ip: randomLoopbackIp() });

describe('email verification', () => {
  it('the welcome email carries a one-time link that confirms the address', async () => {
    const user = await signUpAndSignIn(stack, { verified: false });
    expect((await me(user.accessToken)).emailVerified).toBe(false);
    const [welcome] = await emailsTo(stack, user.email, 'Welcome to your Ontario bar exam prep');
    expect(welcome?.body.html).toContain('Confirm my email');
    const token = tokenFrom(welcome?.body.text);

    expect(await verify(token)).toMatchObject({ status: 200, body: { status: 'verified' } });
    expect((await me(user.accessToken)).emailVerified).toBe(true);
    expect(await verify(token)).toMatchObject({ status: 400, body: { title: 'Link Expired' } });
  });

  it('resends the activation email until the address is confirmed', async () => {
    const user = await signUpAndSignIn(stack, { verified: false });
    const resend = () => postJson(`${stack.url}/api/account/verification-email`, {}, { headers: { authorization: `Bearer ${user.accessToken}` } });
    expect(await resend()).toMatchObject({ status: 202 });
    const [activation] = await emailsTo(stack, user.email, 'Confirm your email address');
    expect(activation?.body.text).toContain('You receive this because of activity on your BarPrep Ontario account.');
    expect(await verify(tokenFrom(activation?.body.text))).toMatchObject({ status: 200 });
    expect(await resend()).toMatchObject({ status: 409, body: { message: 'Your email address is already confirmed.' } });
  });
});
