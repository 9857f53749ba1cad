import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminSettingsResponseSchema, type AdminSettingsResponse } from '#shared/api/admin-settings';
import { quoteResponseSchema } from '#shared/api/commerce';
import { siteSettingsResponseSchema } from '#shared/api/site-settings';
import { sittingsResponseSchema, type Sitting } from '#shared/api/sittings';
import { PACKS } from '#shared/catalogue';
import { priceOrder } from '#shared/commerce/pricing';
import { listAuditEvents } from '../../functions/data/audit.ts';
import { call as callAs, userIdOf } from '../support/api.ts';
import { postJson, randomLoopbackIp, signUpAndSignIn, signUpInGroup, type Tokens } from '../support/cognito.ts';
import { emailsTo } from '../support/ses.ts';
import { holdProductSettings } from '../support/settings-lock.ts';
import { pointAtStackTable } from '../support/stack-table.ts';

const stack = inject('stack');
const call = (user: Tokens, method: string, path: string, body?: unknown) => callAs(stack, user, method, path, body);

async function publicGet(path: string) {
  const response = await fetch(`${stack.url}/api${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

async function readSettings(admin: Tokens): Promise<AdminSettingsResponse> {
  const response = await call(admin, 'GET', '/admin/settings');
  expect(response.status, response.text).toBe(200);
  return adminSettingsResponseSchema.parse(response.json());
}

/** The body of a PUT that saves `settings` with some fields changed, based on the version read. */
function saving(settings: AdminSettingsResponse, change: Partial<Pick<AdminSettingsResponse, 'testDrive' | 'supportEmail' | 'simulationModeAllowed'>> = {}) {
  return {
    testDrive: change.testDrive ?? settings.testDrive,
    supportEmail: change.supportEmail === undefined ? settings.supportEmail : change.supportEmail,
    simulationModeAllowed: change.simulationModeAllowed ?? settings.simulationModeAllowed,
    expectedUpdatedAt: settings.updatedAt,
  };
}

async function auditEventsOf(user: Tokens, action: string) {
  pointAtStackTable(stack);
  return (await listAuditEvents(userIdOf(user))).filter((event) => event.action === action);
}

describe('who may read and change the settings', () => {
  it('answers a visitor with 401, and a candidate or a content manager with 403', async () => {
    expect((await fetch(`${stack.url}/api/admin/settings`)).status).toBe(401);
    expect((await fetch(`${stack.url}/api/admin/settings`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401);
    const [candidate, contentManager] = await Promise.all([signUpInGroup(stack, null), signUpInGroup(stack, 'content_manager')]);
    for (const user of [candidate, contentManager]) {
      expect((await call(user, 'GET', '/admin/settings')).status).toBe(403);
      const put = await call(user, 'PUT', '/admin/settings', { testDrive: { percentOff: 50, startsAt: '2027-01-01T00:00:00Z', endsAt: '2027-02-01T00:00:00Z' }, supportEmail: null, simulationModeAllowed: true, expectedUpdatedAt: null });
      expect(put.status).toBe(403);
      expect(put.json()).toMatchObject({ message: 'Only a super admin may do this' });
    }
  });
});

describe('the settings document', () => {
  // These tests change what every other test file sees (the Test Drive, the support address,
  // the sittings): they take turns with the files that rely on the seeded values, and put them back.
  holdProductSettings(stack);
  let admin: Tokens;
  let original: AdminSettingsResponse;

  beforeAll(async () => {
    admin = await signUpInGroup(stack, 'super_admin');
    original = await readSettings(admin);
  });

  afterAll(async () => {
    const current = await readSettings(admin);
    const restored = await call(admin, 'PUT', '/admin/settings', saving(current, { testDrive: original.testDrive, supportEmail: original.supportEmail, simulationModeAllowed: original.simulationModeAllowed }));
    expect(restored.status, restored.text).toBe(200);
    const sittings = await readSettings(admin);
    const back = await call(admin, 'PUT', '/admin/sittings', { sittings: original.sittings.sittings, expectedUpdatedAt: sittings.sittings.updatedAt });
    expect(back.status, back.text).toBe(200);
  });

  it('reads the whole document, saves it whole with its before and after audited, and refuses a stale version with a 409', async () => {
    const { supportEmail: deploymentAddress } = (await (await fetch(`${stack.url}/config.json`)).json()) as { supportEmail: string };
    expect(original).toMatchObject({ defaultSupportEmail: deploymentAddress, simulationModeAllowed: true, supportEmail: null });
    expect(original.updatedAt).not.toBeNull();
    expect(original.testDrive.percentOff).toBeGreaterThan(0);
    // The editor reads the sittings with their version, uncached, on the same page.
    expect(original.sittings).toEqual(sittingsResponseSchema.parse((await publicGet('/sittings')).body));

    const address = `help-${randomUUID().slice(0, 8)}@prep.example.ca`;
    const saved = await call(admin, 'PUT', '/admin/settings', saving(original, { supportEmail: `  ${address} `, simulationModeAllowed: false }));
    expect(saved.status, saved.text).toBe(200);
    const after = adminSettingsResponseSchema.parse(saved.json());
    expect(after).toMatchObject({ supportEmail: address, simulationModeAllowed: false, testDrive: original.testDrive });
    expect(after.updatedAt && original.updatedAt && after.updatedAt > original.updatedAt).toBe(true);
    expect(await readSettings(admin)).toEqual(after);

    const [event] = await auditEventsOf(admin, 'settings_changed');
    expect(event).toMatchObject({
      actionType: 'admin',
      success: true,
      metadata: {
        target: 'settings',
        before: { testDrive: original.testDrive, supportEmail: null, simulationModeAllowed: true },
        after: { testDrive: original.testDrive, supportEmail: address, simulationModeAllowed: false },
      },
    });

    // A second editor who loaded the first version cannot overwrite the change.
    const stale = await call(admin, 'PUT', '/admin/settings', saving(original, { supportEmail: 'other@prep.example.ca' }));
    expect(stale.status).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'conflict', message: expect.stringMatching(/changed by someone else/) });
    expect((await readSettings(admin)).supportEmail).toBe(address);

    // A change through the Test Drive route moves the version too.
    expect((await call(admin, 'PUT', '/admin/settings/test-drive-discount', after.testDrive)).status).toBe(200);
    expect((await call(admin, 'PUT', '/admin/settings', saving(after, { simulationModeAllowed: true }))).status).toBe(409);
    const [testDriveEvent] = await auditEventsOf(admin, 'test_drive_discount_set');
    expect(testDriveEvent?.metadata).toMatchObject({ target: 'test_drive_discount', before: after.testDrive, after: after.testDrive });

    // The site shows the stored address and switch, and email footers carry the address.
    expect(siteSettingsResponseSchema.parse((await publicGet('/site-settings')).body)).toMatchObject({ supportEmail: address, simulationModeAllowed: false });
    const candidate = await signUpAndSignIn(stack);
    expect((await postJson(`${stack.url}/api/auth/password-reset`, { email: candidate.email }, { ip: randomLoopbackIp() })).status).toBe(202);
    await expect.poll(async () => (await emailsTo(stack, candidate.email, 'Reset your BarPrep Ontario password')).length).toBe(1);
    const [reset] = await emailsTo(stack, candidate.email, 'Reset your BarPrep Ontario password');
    expect(reset?.body.text).toContain(`Questions? Write to ${address}.`);

    // Emptying the address goes back to the deployment's, on the site and in email.
    const cleared = await call(admin, 'PUT', '/admin/settings', saving(await readSettings(admin), { supportEmail: null, simulationModeAllowed: true }));
    expect(cleared.status, cleared.text).toBe(200);
    expect(siteSettingsResponseSchema.parse((await publicGet('/site-settings')).body)).toMatchObject({ supportEmail: deploymentAddress, simulationModeAllowed: true });
  });

  it('refuses bad values with a 400 and writes nothing', async () => {
    const before = await readSettings(admin);
    const window = before.testDrive;
    const bad: [string, unknown][] = [
      ['percentage 0', saving(before, { testDrive: { ...window, percentOff: 0 } })],
      ['percentage 91', saving(before, { testDrive: { ...window, percentOff: 91 } })],
      ['percentage 12.5', saving(before, { testDrive: { ...window, percentOff: 12.5 } })],
      ['window ending before it starts', saving(before, { testDrive: { percentOff: 20, startsAt: '2027-02-01T05:00:00.000Z', endsAt: '2027-01-01T05:00:00.000Z' } })],
      ['a date that is not one', saving(before, { testDrive: { ...window, startsAt: 'next Monday' } })],
      ['an address that is not one', saving(before, { supportEmail: 'help at example dot com' })],
      ['an empty address (null means the deployment’s)', saving(before, { supportEmail: '' })],
      ['no version', { ...saving(before), expectedUpdatedAt: undefined }],
      ['a version that is not a time', { ...saving(before), expectedUpdatedAt: '9999' }],
      ['an unknown field', { ...saving(before), sittings: [] }],
      ['no switch', { ...saving(before), simulationModeAllowed: 'yes' }],
    ];
    for (const [what, body] of bad) {
      const response = await call(admin, 'PUT', '/admin/settings', body);
      expect(response.status, what).toBe(400);
      expect(response.json(), what).toMatchObject({ error: 'bad_request' });
    }
    expect(await readSettings(admin)).toEqual(before);
  });

  it('lets the percentage set here change what the server charges a candidate who finished the diagnostic, and serves it to the site', async () => {
    const candidate = await signUpAndSignIn(stack);
    const { id } = (await call(candidate, 'POST', '/attempts', { examTemplateId: 'free-diagnostic' })).json() as { id: string };
    expect((await call(candidate, 'POST', `/attempts/${id}/submit`)).status).toBe(200);

    const open = { startsAt: new Date(Date.now() - 3_600_000).toISOString(), endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString() };
    for (const percentOff of [35, 15]) {
      const saved = await call(admin, 'PUT', '/admin/settings', saving(await readSettings(admin), { testDrive: { percentOff, ...open } }));
      expect(saved.status, saved.text).toBe(200);
      const quote = quoteResponseSchema.parse((await call(candidate, 'POST', '/checkout/quote', { packageId: PACKS.solicitor.id })).json());
      expect(quote).toMatchObject({ testDrivePercentOff: percentOff, order: priceOrder({ subtotalCents: quote.basePriceCents, testDrivePercentOff: percentOff }) });
      expect(quote.order).toMatchObject({ discountSource: 'test_drive', discountLabel: `Test Drive discount (${percentOff}% off)` });
      expect(siteSettingsResponseSchema.parse((await publicGet('/site-settings')).body).testDrive).toEqual({ percentOff, ...open });
    }

    // Outside the window, the percentage is still shown but nothing comes off.
    const closed = { percentOff: 15, startsAt: '2020-08-01T04:00:00.000Z', endsAt: '2020-09-01T04:00:00.000Z' };
    expect((await call(admin, 'PUT', '/admin/settings', saving(await readSettings(admin), { testDrive: closed }))).status).toBe(200);
    const quote = quoteResponseSchema.parse((await call(candidate, 'POST', '/checkout/quote', { packageId: PACKS.solicitor.id })).json());
    expect(quote).toMatchObject({ testDrivePercentOff: null, order: { discountCents: 0 } });
  });

  it('audits a sittings change with the list before and after, and refuses a deadline after the exam', async () => {
    const { sittings: before } = await readSettings(admin);
    const added: Sitting = {
      id: `test-${randomUUID().slice(0, 8)}`,
      name: 'Winter 2028 Solicitor Exam',
      type: 'solicitor',
      examDate: '2028-02-08',
      studyMaterialDate: '2027-11-01',
      applicationDeadline: null,
      accommodationDeadline: null,
      registrationDeadline: '2028-02-09',
      defeatDeadline: null,
      locations: [{ city: 'ottawa', venue: 'Shaw Centre', address: '55 Colonel By Dr', parking: null }],
    };
    const late = await call(admin, 'PUT', '/admin/sittings', { sittings: [...before.sittings, added], expectedUpdatedAt: before.updatedAt });
    expect(late.status).toBe(400);
    expect(late.text).toContain('registrationDeadline: must be before the exam date');
    const twice = await call(admin, 'PUT', '/admin/sittings', { sittings: [...before.sittings, { ...added, registrationDeadline: null, locations: [...added.locations, ...added.locations] }], expectedUpdatedAt: before.updatedAt });
    expect(twice.status).toBe(400);

    const fixed = { ...added, registrationDeadline: '2028-01-11' };
    const saved = await call(admin, 'PUT', '/admin/sittings', { sittings: [...before.sittings, fixed], expectedUpdatedAt: before.updatedAt });
    expect(saved.status, saved.text).toBe(200);
    expect(sittingsResponseSchema.parse((await publicGet('/sittings')).body).sittings.map((s) => s.id)).toContain(fixed.id);
    const [event] = await auditEventsOf(admin, 'sittings_replaced');
    expect(event?.metadata).toEqual({ target: 'sittings', before: before.sittings, after: [...before.sittings, fixed] });
  });
});
