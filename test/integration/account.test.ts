import { describe, expect, inject, it } from 'vitest';
import { accountActivitySchema } from '#shared/api/account';
import { meResponseSchema } from '#shared/api/me';
import { postJson, signIn, signUpAndSignIn } from '../support/cognito.ts';

const stack = inject('stack');

function changePassword(token: string, body: unknown) {
  return postJson(`${stack.url}/api/account/password`, body, { headers: { authorization: `Bearer ${token}` } });
}

describe('POST /api/account/password', () => {
  it('changes the password when the current one is right and the new one passes the rules', async () => {
    const user = await signUpAndSignIn(stack);
    const response = await changePassword(user.accessToken, { currentPassword: user.password, newPassword: 'a brand new phrase' });
    expect(response).toMatchObject({ status: 200, body: { status: 'changed' } });
    await signIn(stack.cognitoEndpoint, stack.userPoolClientId, user.email, 'a brand new phrase');
    await expect(signIn(stack.cognitoEndpoint, stack.userPoolClientId, user.email, user.password)).rejects.toThrow();
  });

  it('applies the sign-up rules to the new password and checks the current one', async () => {
    const user = await signUpAndSignIn(stack);
    expect(await changePassword(user.accessToken, { currentPassword: user.password, newPassword: 'qwerty123456' })).toMatchObject({
      status: 400,
      body: { title: 'Password Too Common', message: 'Please choose a more unique password.' },
    });
    expect(await changePassword(user.accessToken, { currentPassword: user.password, newPassword: 'short' })).toMatchObject({
      status: 400,
      body: { title: 'Password Too Short' },
    });
    expect(await changePassword(user.accessToken, { currentPassword: 'not my password', newPassword: 'a brand new phrase' })).toMatchObject({
      status: 400,
      body: { message: 'Your current password is incorrect.' },
    });
    // Nothing changed: the original password still signs in.
    const again = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, user.email, user.password);
    const activity = accountActivitySchema.parse(
      await (await fetch(`${stack.url}/api/account/activity`, { headers: { authorization: `Bearer ${again.accessToken}` } })).json(),
    );
    expect(activity.events.filter((e) => e.action === 'password_change').map((e) => e.success)).toEqual([false]);
  });
});

describe('PATCH /api/me with a last name', () => {
  it('stores first and last name', async () => {
    const user = await signUpAndSignIn(stack, { firstName: 'Ada' });
    const response = await fetch(`${stack.url}/api/me`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace' }),
    });
    expect(meResponseSchema.parse(await response.json())).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', displayName: 'Ada' });
  });
});
