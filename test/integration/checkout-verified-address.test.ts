import { describe, expect, inject, it } from 'vitest';
import { PACKS } from '#shared/catalogue';
import { call } from '../support/api.ts';
import { confirmEmail, signUpAndSignIn } from '../support/cognito.ts';

const stack = inject('stack');

describe('an address is proven before money is taken', () => {
  it('refuses checkout until the buyer confirms their address, and writes nothing', async () => {
    const user = await signUpAndSignIn(stack, { verified: false });
    const refused = await call(stack, user, 'POST', '/checkout', { packageId: PACKS.barrister.id });
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'email_unverified', title: 'Confirm Your Email' });
    // The price can still be looked at.
    expect((await call(stack, user, 'POST', '/checkout/quote', { packageId: PACKS.barrister.id })).status).toBe(200);

    await confirmEmail(stack, user.email);
    const allowed = await call(stack, user, 'POST', '/checkout', { packageId: PACKS.barrister.id });
    expect(allowed.status).toBe(200);
    expect(allowed.json()).toMatchObject({ url: expect.stringContaining('/local/checkout/') });
  });
});
