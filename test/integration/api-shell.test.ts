import { describe, expect, inject, it } from 'vitest';
import { packagesResponseSchema } from '#shared/api/commerce';
import { PACKS } from '#shared/catalogue';

const stack = inject('stack');

describe('the API shell', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await fetch(`${stack.url}/api/no-such-thing`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'not_found', message: 'No route for POST /api/no-such-thing' });
  });

  it('lists the seeded packs with their prices in cents', async () => {
    const response = await fetch(`${stack.url}/api/packages`);
    expect(response.status).toBe(200);
    const { packages } = packagesResponseSchema.parse(await response.json());
    expect(packages.map((p) => [p.id, p.name, p.priceCents])).toEqual([
      [PACKS.barrister.id, 'Barrister Performance Pack', 19999],
      [PACKS.solicitor.id, 'Solicitor Performance Pack', 19999],
      [PACKS.total.id, 'Total Performance Pack', 32999],
    ]);
  });

  it('serves the runtime config the SPA needs', async () => {
    const response = await fetch(`${stack.url}/config.json`);
    expect(await response.json()).toMatchObject({
      userPoolId: stack.userPoolId,
      userPoolClientId: stack.userPoolClientId,
      authFlowType: 'USER_PASSWORD_AUTH',
      userPoolEndpoint: `${new URL(stack.url).origin}/local/cognito`,
    });
  });
});
