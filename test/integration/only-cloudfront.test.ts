import { describe, expect, inject, it } from 'vitest';
import { signUpAndSignIn } from '../support/cognito.ts';

const stack = inject('stack');

describe('only CloudFront reaches the API', () => {
  it('refuses a request sent to API Gateway directly, even with a forged viewer address or origin header', async () => {
    const user = await signUpAndSignIn(stack);
    const auth = { authorization: `Bearer ${user.accessToken}` };
    // Through the site (CloudFront): answered.
    expect((await fetch(`${stack.url}/api/me`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${stack.url}/api/packages`)).status).toBe(200);

    // Around it: refused, whatever the caller claims.
    for (const headers of [
      auth,
      { ...auth, 'cloudfront-viewer-address': '203.0.113.9:443' },
      { ...auth, 'x-origin-verify': 'a guess at the secret value' },
      {},
    ]) {
      const direct = await fetch(`${stack.apiGatewayUrl}/api/packages`, { headers });
      expect(direct.status).toBe(403);
      expect(await direct.json()).toEqual({ error: 'forbidden', message: 'Requests reach the API through the site only.' });
    }
    // A sign-up sent around CloudFront with a forged address creates nothing.
    const signup = await fetch(`${stack.apiGatewayUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': '198.51.100.7:1' },
      body: JSON.stringify({ email: `direct-${Date.now()}@example.com`, password: 'around the front door', termsAccepted: true }),
    });
    expect(signup.status).toBe(403);
  });
});
