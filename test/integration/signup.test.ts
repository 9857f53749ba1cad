import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { cognitoClient, postJson, randomLoopbackIp, signIn, uniqueEmail } from '../support/cognito.ts';
import { emailsTo } from '../support/ses.ts';

const stack = inject('stack');

function signup(body: Record<string, unknown>, ip = randomLoopbackIp()) {
  return postJson(`${stack.url}/api/auth/signup`, { termsAccepted: true, ...body }, { ip });
}

describe('POST /api/auth/signup', () => {
  it('creates a confirmed account that can sign in at once, and tells the admins', async () => {
    const email = uniqueEmail('new');
    const response = await signup({ email, password: 'lakeshore evenings', firstName: 'Kofi', examType: 'barrister' });
    expect(response).toMatchObject({ status: 201, body: { status: 'ok' } });
    await signIn(stack.cognitoEndpoint, stack.userPoolClientId, email, 'lakeshore evenings');

    const [notice] = await emailsTo(stack, 'admin@example.com', `New sign-up: ${email}`);
    // The address is user text: shown with its link pattern broken by invisible word joiners (templates.ts).
    expect(notice?.body.text?.replaceAll('\u2060', '')).toContain(`Email: ${email}`);
    expect(notice?.body.text).toMatch(/Signed up: .*E[SD]T/);
    expect(notice?.body.text).toContain('Source: direct');
  });

  it.each([
    ['short', 'Password Too Short', 'Password must be at least 8 characters long.'],
    ['MyPassword2024', 'Password Too Common', 'Please choose a more unique password.'],
    ['sunshine', 'Password Too Common', 'Please choose a more unique password.'],
  ])('refuses the password %s with the spec message and creates nothing', async (password, title, message) => {
    const email = uniqueEmail('weak');
    const response = await signup({ email, password });
    expect(response).toMatchObject({ status: 400, body: { error: 'bad_request', title, message } });
    await expect(signIn(stack.cognitoEndpoint, stack.userPoolClientId, email, password)).rejects.toThrow();
  });

  it('needs the terms accepted and a valid email', async () => {
    const noTerms = await signup({ email: uniqueEmail(), password: 'lakeshore evenings', termsAccepted: false });
    expect(noTerms.status).toBe(400);
    expect((noTerms.body as { message: string }).message).toContain('You must agree to the Terms of Service and Privacy Policy.');
    expect((await signup({ email: 'not-an-email', password: 'lakeshore evenings' })).status).toBe(400);
  });

  it('answers the same for an address that already has an account, and tells its owner (with a confirmation link while unconfirmed)', async () => {
    const email = uniqueEmail('twice');
    expect((await signup({ email, password: 'first secret phrase' })).status).toBe(201);
    const again = await signup({ email: email.toUpperCase(), password: 'second secret phrase' });
    expect(again).toMatchObject({ status: 201, body: { status: 'ok' } });
    const sent = await emailsTo(stack, email);
    expect(sent.map((m) => m.subject)).toEqual(['Welcome to your Ontario bar exam prep', 'You already have a BarPrep Ontario account']);
    expect(sent[1]?.body.text).toMatch(/\/verify-email\?token=[\w-]+/);
    expect(sent[1]?.body.text).toContain('/forgot-password');
    // The account keeps its first password.
    await signIn(stack.cognitoEndpoint, stack.userPoolClientId, email, 'first secret phrase');
  });

  it('refuses a self sign-up sent straight to Cognito, which would skip the password rules', async () => {
    const email = uniqueEmail('direct');
    for (const endpoint of [stack.cognitoEndpoint, stack.cognitoUrl]) {
      await expect(
        cognitoClient(endpoint).send(
          new SignUpCommand({ ClientId: stack.userPoolClientId, Username: email, Password: 'password1', UserAttributes: [{ Name: 'email', Value: email }] }),
        ),
      ).rejects.toThrow(/sign-up page/);
    }
  });

  it('allows 3 sign-ups per address an hour, then answers 429 with the spec message', async () => {
    const email = uniqueEmail('limit');
    for (let i = 0; i < 3; i += 1) expect((await signup({ email, password: 'steady pace wins' })).status).toBe(201);
    const refused = await signup({ email, password: 'steady pace wins' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect((refused.body as { message: string }).message).toMatch(/^Signup temporarily blocked\. Try again in (59|60) minutes\.$/);
  });

  it('limits sign-ups from one client address to 10 an hour, whatever the emails', async () => {
    const ip = randomLoopbackIp();
    for (let i = 0; i < 10; i += 1) expect((await signup({ email: uniqueEmail('office'), password: 'steady pace wins' }, ip)).status).toBe(201);
    expect((await signup({ email: uniqueEmail('office'), password: 'steady pace wins' }, ip)).status).toBe(429);
    expect((await signup({ email: uniqueEmail('office'), password: 'steady pace wins' })).status).toBe(201);
  });
});
