import { describe, expect, inject, it } from 'vitest';
import { AdminCreateUserCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { meResponseSchema } from '#shared/api/me';
import { createUserPool, cognitoAdminClient } from '../../bin/local/setup.ts';
import { signIn, signUpAndSignIn, uniqueEmail } from '../support/cognito.ts';

const stack = inject('stack');

function getMe(token?: string) {
  return fetch(`${stack.url}/api/me`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('GET /api/me', () => {
  it('greets a new candidate by the first name they signed up with', async () => {
    const user = await signUpAndSignIn(stack, { firstName: 'Amara' });
    const response = await getMe(user.accessToken);
    expect(response.status).toBe(200);
    const me = meResponseSchema.parse(await response.json());
    expect(me).toMatchObject({ email: user.email, displayName: 'Amara', firstName: 'Amara', isAdmin: false, adminRole: null });
  });

  it('falls back to the part of the email before the @ without a first name', async () => {
    const email = uniqueEmail('jordan');
    const user = await signUpAndSignIn(stack, { email });
    const me = meResponseSchema.parse(await (await getMe(user.accessToken)).json());
    expect(me.displayName).toBe(email.split('@')[0]);
  });

  it('says the seeded administrator is an admin', async () => {
    const admin = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, stack.adminEmail, stack.adminPassword);
    const me = meResponseSchema.parse(await (await getMe(admin.accessToken)).json());
    expect(me).toMatchObject({ email: stack.adminEmail, isAdmin: true, adminRole: 'super_admin', displayName: 'Admin' });
  });

  it('is 401 without a token', async () => {
    const response = await getMe();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'unauthorized', message: 'Unauthorized' });
  });

  it('is 401 with a tampered token', async () => {
    const user = await signUpAndSignIn(stack);
    const [header, payload, signature] = user.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, 'cognito:groups': ['admin'] })).toString('base64url');
    expect((await getMe(`${header}.${forged}.${signature}`)).status).toBe(401);
    expect((await getMe('not-a-jwt')).status).toBe(401);
  });

  it("is 401 with another user pool's token", async () => {
    const admin = cognitoAdminClient(stack.cognitoUrl);
    const otherPool = await createUserPool(admin, `other-${Date.now()}`);
    const email = uniqueEmail('stranger');
    await admin.send(new AdminCreateUserCommand({ UserPoolId: otherPool.userPoolId, Username: email, MessageAction: 'SUPPRESS' }));
    await admin.send(
      new AdminSetUserPasswordCommand({ UserPoolId: otherPool.userPoolId, Username: email, Password: 'another pool pass', Permanent: true }),
    );
    const stranger = await signIn(stack.cognitoUrl, otherPool.userPoolClientId, email, 'another pool pass');
    expect((await getMe(stranger.accessToken)).status).toBe(401);
    // The same person's token from the real pool still works, so the 401 is about the pool.
    const user = await signUpAndSignIn(stack);
    expect((await getMe(user.accessToken)).status).toBe(200);
  });
});

describe('PATCH /api/me', () => {
  function patchMe(token: string, body: string) {
    return fetch(`${stack.url}/api/me`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
  }

  it('changes the name the greeting uses', async () => {
    const user = await signUpAndSignIn(stack, { firstName: 'Sam' });
    const response = await patchMe(user.accessToken, JSON.stringify({ firstName: '  Samira ' }));
    expect(response.status).toBe(200);
    expect(meResponseSchema.parse(await response.json()).displayName).toBe('Samira');
    expect(meResponseSchema.parse(await (await getMe(user.accessToken)).json()).displayName).toBe('Samira');
  });

  it('rejects malformed JSON and invalid fields with 400 and changes nothing', async () => {
    const user = await signUpAndSignIn(stack, { firstName: 'Lee' });
    const malformed = await patchMe(user.accessToken, '{"firstName": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'bad_request', message: 'Request body is not valid JSON' });

    const empty = await patchMe(user.accessToken, JSON.stringify({ firstName: '   ' }));
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toContain('firstName: First name cannot be empty');

    const extra = await patchMe(user.accessToken, JSON.stringify({ firstName: 'Ok', isAdmin: true }));
    expect(extra.status).toBe(400);

    expect(meResponseSchema.parse(await (await getMe(user.accessToken)).json()).displayName).toBe('Lee');
  });
});
