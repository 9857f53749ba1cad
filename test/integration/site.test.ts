import { describe, expect, inject, it } from 'vitest';
import { sittingsResponseSchema, type Sitting } from '#shared/api/sittings';
import { analyticsResponseSchema } from '#shared/api/events';
import { SEEDED_SITTINGS } from '../../functions/sittings/seed-sittings.ts';
import { call } from '../support/api.ts';
import { signIn, signUpAndSignIn } from '../support/cognito.ts';
import { holdProductSettings } from '../support/settings-lock.ts';

const stack = inject('stack');

async function publicGet(path: string) {
  const response = await fetch(`${stack.url}/api${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

async function publicPost(path: string, body: unknown) {
  const response = await fetch(`${stack.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as unknown };
}

const admin = () => signIn(stack.cognitoEndpoint, stack.userPoolClientId, stack.adminEmail, stack.adminPassword);

const fall2027: Sitting = {
  id: 'fall-2027-barrister',
  name: 'Fall 2027 Barrister Exam',
  type: 'barrister',
  examDate: '2027-11-09',
  studyMaterialDate: null,
  applicationDeadline: null,
  accommodationDeadline: null,
  registrationDeadline: '2027-09-22',
  defeatDeadline: null,
  locations: [{ city: 'toronto', venue: 'Metro Toronto Convention Centre, South Building', address: null, parking: null }],
};

describe('exam sittings', () => {
  // Asserts the seeded settings that /admin/settings tests change: takes turns with them (test/support/settings-lock.ts).
  holdProductSettings(stack);
  it('lists the seeded sittings publicly, earliest first, and lets only an administrator replace them, once per version', async () => {
    const listed = sittingsResponseSchema.parse((await publicGet('/sittings')).body);
    expect(listed.sittings.map((s) => s.id)).toEqual(SEEDED_SITTINGS.map((s) => s.id));
    expect(listed.sittings[0]).toMatchObject({ examDate: '2025-11-11', registrationDeadline: '2025-09-24' });

    const candidate = await signUpAndSignIn(stack);
    const body = { sittings: [...listed.sittings, fall2027], expectedUpdatedAt: listed.updatedAt };
    expect((await call(stack, candidate, 'PUT', '/admin/sittings', body)).status).toBe(403);

    const boss = await admin();
    const bad = await call(stack, boss, 'PUT', '/admin/sittings', { ...body, sittings: [{ ...fall2027, examDate: '2027-13-40' }] });
    expect(bad.status).toBe(400);
    const duplicate = await call(stack, boss, 'PUT', '/admin/sittings', { ...body, sittings: [fall2027, fall2027] });
    expect(duplicate.status).toBe(400);
    expect(sittingsResponseSchema.parse((await publicGet('/sittings')).body).updatedAt).toBe(listed.updatedAt);

    const saved = await call(stack, boss, 'PUT', '/admin/sittings', body);
    expect(saved.status).toBe(200);
    const after = sittingsResponseSchema.parse(saved.json());
    expect(after.sittings.at(-1)?.id).toBe('fall-2027-barrister');

    // A second editor who loaded the old list cannot overwrite the change.
    const stale = await call(stack, boss, 'PUT', '/admin/sittings', { sittings: SEEDED_SITTINGS, expectedUpdatedAt: listed.updatedAt });
    expect(stale.status).toBe(409);
    expect(sittingsResponseSchema.parse((await publicGet('/sittings')).body).sittings).toHaveLength(SEEDED_SITTINGS.length + 1);

    const restored = await call(stack, boss, 'PUT', '/admin/sittings', { sittings: SEEDED_SITTINGS, expectedUpdatedAt: after.updatedAt });
    expect(restored.status).toBe(200);
  });
});

describe('analytics events', () => {
  const event = (name: string) => ({ name, path: '/', occurredAt: new Date().toISOString(), properties: { plan: 'total' } });

  it('records batches from visitors and candidates, refuses sales from a browser, and counts them for administrators', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const boss = await admin();
    const before = analyticsResponseSchema.parse((await call(stack, boss, 'GET', `/admin/analytics?from=${today}&to=${today}`)).json());

    expect((await publicPost('/events', { events: [event('landingPageView'), event('landing_pricing_card_click')] })).status).toBe(202);
    expect((await publicPost('/events', { events: [event('totalPackageSale')] })).status).toBe(400);
    expect((await publicPost('/events', { events: [{ ...event('landingPageView'), path: '/reset-password?token=secret' }] })).status).toBe(400);
    expect((await publicPost('/events', { events: [] })).status).toBe(400);
    expect((await publicPost('/me/events', { events: [event('landingPageView')] })).status).toBe(401);

    const candidate = await signUpAndSignIn(stack);
    expect((await call(stack, candidate, 'POST', '/me/events', { events: [event('signup_success')] })).status).toBe(202);

    expect((await call(stack, candidate, 'GET', `/admin/analytics?from=${today}&to=${today}`)).status).toBe(403);
    expect((await call(stack, boss, 'GET', `/admin/analytics?from=${today}&to=2020-01-01`)).status).toBe(400);
    const after = analyticsResponseSchema.parse((await call(stack, boss, 'GET', `/admin/analytics?from=${today}&to=${today}`)).json());
    const grew = (name: string) => (after.totals[name] ?? 0) - (before.totals[name] ?? 0);
    // Other test files run at the same time, so at least, not exactly.
    expect(grew('landingPageView')).toBeGreaterThanOrEqual(1);
    expect(grew('landing_pricing_card_click')).toBeGreaterThanOrEqual(1);
    expect(grew('signup_success')).toBeGreaterThanOrEqual(1);
    // The sign-up itself is counted by the server.
    expect(grew('signup')).toBeGreaterThanOrEqual(1);
  });
});
