import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  accountStateResponseSchema,
  listUsersResponseSchema,
  purchaseResponseSchema,
  setRoleResponseSchema,
  userAttemptsResponseSchema,
  userAuditResponseSchema,
  userDetailSchema,
  type AuditEntry,
} from '#shared/api/admin-users';
import { contentResponseSchema } from '#shared/api/content';
import { purchasesResponseSchema } from '#shared/api/commerce';
import { PACKS } from '#shared/catalogue';
import { torontoDayKey } from '#shared/toronto-time';
import { createProfileIfAbsent } from '../../functions/data/users.ts';
import { call, userIdOf } from '../support/api.ts';
import { cognitoSignIn } from '../support/login.ts';
import { postJson, signIn, signUpAndSignIn, signUpInGroup, uniqueEmail, type Tokens } from '../support/cognito.ts';
import { emailsTo } from '../support/ses.ts';
import { pointAtStackTable } from '../support/stack-table.ts';

const stack = inject('stack');

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
/** Tokens carry whole-second issue times: a new sign-in counts once a cutoff second has come. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 50));
const deviceInfo = { userAgent: 'Mozilla/5.0 (vitest admin-users)', platform: 'Linux x86_64', screenSize: '1280x800', language: 'en-CA', timezone: 'America/Toronto' };

let admin: Tokens;
let adminId: string;

beforeAll(async () => {
  admin = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, stack.adminEmail, stack.adminPassword);
  adminId = userIdOf(admin);
});

async function listUsers(query: string, cursor?: string, as: Tokens = admin) {
  const params = new URLSearchParams({ query, ...(cursor ? { cursor } : {}) });
  return call(stack, as, 'GET', `/admin/users?${params.toString()}`);
}

async function allPages(query: string) {
  const pages = [];
  let cursor: string | undefined;
  do {
    const response = await listUsers(query, cursor);
    expect(response.status).toBe(200);
    const page = listUsersResponseSchema.parse(response.json());
    pages.push(page);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length < 10);
  return pages;
}

async function detail(userId: string) {
  const response = await call(stack, admin, 'GET', `/admin/users/${userId}`);
  expect(response.status).toBe(200);
  return userDetailSchema.parse(response.json());
}

async function content(user: Tokens) {
  const response = await call(stack, user, 'GET', '/content');
  expect(response.status).toBe(200);
  return contentResponseSchema.parse(response.json());
}

/** The audit events on a user's trail (newest first, every page). */
async function trail(userId: string): Promise<AuditEntry[]> {
  const events: AuditEntry[] = [];
  let cursor: string | null = null;
  do {
    const response = await call(stack, admin, 'GET', `/admin/users/${userId}/audit${cursor ? `?cursor=${cursor}` : ''}`);
    expect(response.status).toBe(200);
    const page = userAuditResponseSchema.parse(response.json());
    events.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && events.length < 500);
  return events;
}

/** The administrator's audit events about one user (their trail holds everyone's changes). */
async function adminChangesTo(userId: string) {
  return (await trail(adminId)).filter((e) => e.actionType === 'admin' && e.metadata?.target === userId);
}

describe('GET /api/admin/users', () => {
  it('answers a visitor 401, and a candidate and a content manager 403', async () => {
    expect((await fetch(`${stack.url}/api/admin/users`)).status).toBe(401);
    const [candidate, contentManager] = await Promise.all([signUpAndSignIn(stack), signUpInGroup(stack, 'content_manager')]);
    for (const user of [candidate, contentManager]) {
      const response = await listUsers('', undefined, user);
      expect(response.status).toBe(403);
      expect(response.json()).toMatchObject({ error: 'forbidden', message: 'Only a super admin may do this' });
    }
  });

  it('finds a user by address typed in any case, and by name, from the first letters', async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `find-${tag}@example.com`;
    const user = await signUpAndSignIn(stack, { email, firstName: `Quill${tag}` });
    const byAddress = listUsersResponseSchema.parse((await listUsers(email.toUpperCase())).json());
    expect(byAddress.items.map((u) => u.email)).toEqual([email]);
    expect(byAddress.items[0]).toMatchObject({ userId: userIdOf(user), firstName: `Quill${tag}`, emailVerified: true, role: null, disabled: false });
    expect(byAddress.nextCursor).toBeNull();
    // The first letters are enough, in any case.
    expect(listUsersResponseSchema.parse((await listUsers(`FIND-${tag.toUpperCase()}`)).json()).items.map((u) => u.email)).toEqual([email]);

    // By name: first name, then "first last" once the candidate adds a last name.
    expect(listUsersResponseSchema.parse((await listUsers(`quill${tag}`.toUpperCase())).json()).items.map((u) => u.email)).toEqual([email]);
    expect((await call(stack, user, 'PATCH', '/me', { lastName: 'Ávila' })).status).toBe(200);
    expect(listUsersResponseSchema.parse((await listUsers(`Quill${tag} avila`)).json()).items.map((u) => u.email)).toEqual([email]);
    expect(listUsersResponseSchema.parse((await listUsers(`Quill${tag} b`)).json()).items).toEqual([]);

    // One whose address and name both begin with the text is listed once.
    const twin = await signUpAndSignIn(stack, { email: `twin${tag}@example.com`, firstName: `Twin${tag}` });
    expect(listUsersResponseSchema.parse((await listUsers(`twin${tag}`)).json()).items.map((u) => u.userId)).toEqual([userIdOf(twin)]);
    expect(listUsersResponseSchema.parse((await listUsers(`nobody-${tag}`)).json())).toEqual({ items: [], nextCursor: null });
  });

  it('pages through a long list with cursors, with no user twice and none left out', async () => {
    pointAtStackTable(stack);
    const tag = randomUUID().slice(0, 8);
    const emails = Array.from({ length: 30 }, (_, i) => `page-${tag}-${String(i).padStart(2, '0')}@example.com`);
    const base = Date.now() - 60_000;
    for (const [i, email] of emails.entries()) {
      await createProfileIfAbsent({ userId: randomUUID(), email, firstName: `Page${tag}`, lastName: String(i), createdAt: new Date(base + i * 1000).toISOString() });
    }
    // By address: in address order, 25 a page.
    const byAddress = await allPages(`PAGE-${tag}`);
    expect(byAddress.map((p) => p.items.length)).toEqual([25, 5]);
    expect(byAddress.flatMap((p) => p.items.map((u) => u.email))).toEqual(emails);
    // By name: the same users (their addresses do not begin with the name).
    const byName = await allPages(`page${tag}`);
    expect(byName.flatMap((p) => p.items.map((u) => u.email)).sort()).toEqual(emails);

    // Everyone, newest first.
    const newest = listUsersResponseSchema.parse((await listUsers('')).json());
    expect(newest.items).toHaveLength(25);
    const created = newest.items.map((u) => u.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const next = listUsersResponseSchema.parse((await listUsers('', newest.nextCursor ?? undefined)).json());
    expect(next.items[0]?.createdAt.localeCompare(created.at(-1) ?? '')).toBeLessThanOrEqual(0);
    expect(next.items.some((u) => newest.items.some((n) => n.userId === u.userId))).toBe(false);

    // A cursor only continues the list that gave it out.
    const cursor = byAddress[0]?.nextCursor ?? '';
    expect((await listUsers(`page-${tag}`, cursor)).status).toBe(200);
    expect((await listUsers(`other-${tag}`, cursor)).status).toBe(400);
    expect((await listUsers('', cursor)).status).toBe(400);
    expect((await listUsers('', 'bm90LWEtY3Vyc29y')).status).toBe(400);
    expect((await listUsers('', 'not base64!')).status).toBe(400);
    expect((await call(stack, admin, 'GET', '/admin/users?unknown=1')).status).toBe(400);
  });
});

describe('GET /api/admin/users/{userId}', () => {
  it("shows a user's profile, access, purchases, sessions, attempts and audit trail", async () => {
    const candidate = await signUpAndSignIn(stack, { firstName: 'Ines' });
    const userId = userIdOf(candidate);
    expect((await postJson(`${stack.url}/api/sessions`, { deviceInfo }, { headers: { authorization: `Bearer ${candidate.accessToken}` } })).status).toBe(201);
    const shown = await detail(userId);
    expect(shown.user).toMatchObject({ userId, email: candidate.email, firstName: 'Ines', lastName: null, emailVerified: true, role: null, enabled: true });
    expect(Date.now() - Date.parse(shown.user.createdAt ?? '')).toBeLessThan(120_000);
    expect(shown.access).toEqual({ tier: 'free', packs: [] });
    expect(shown.purchases).toEqual([]);
    expect(shown.sessions).toHaveLength(1);
    expect(shown.sessions[0]).toMatchObject({ isActive: true, deviceInfo });
    expect(shown.securityScore).toBe(100);

    const attempts = await call(stack, admin, 'GET', `/admin/users/${userId}/attempts`);
    expect(userAttemptsResponseSchema.parse(attempts.json())).toEqual({ items: [], nextCursor: null });
    const events = await trail(userId);
    expect(events.map((e) => e.action)).toEqual(expect.arrayContaining(['signup', 'email_verified', 'session_start']));
    expect((await call(stack, admin, 'GET', `/admin/users/${userId}/audit?cursor=${Buffer.from(JSON.stringify({ pk: `USER#${adminId}`, sk: 'AUDIT#x' })).toString('base64url')}`)).status).toBe(400);
  });

  it('shows an administrator made outside sign-up, from the user pool', async () => {
    const shown = await detail(adminId);
    expect(shown.user).toMatchObject({ email: stack.adminEmail, role: 'super_admin', enabled: true });
  });

  it('is a 404 for an unknown user and a 400 for an id that cannot be one', async () => {
    for (const path of ['', '/attempts', '/audit']) {
      const response = await call(stack, admin, 'GET', `/admin/users/${randomUUID()}${path}`);
      expect(response.status).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
    expect((await call(stack, admin, 'GET', '/admin/users/not-a-user')).status).toBe(400);
  });
});

describe('access: comps, extensions and revocations', () => {
  it('grants a comp that unlocks the pack and is never revenue; extends it; revokes it; each audited', async () => {
    const candidate = await signUpAndSignIn(stack);
    const userId = userIdOf(candidate);
    const miniExam = async () => (await content(candidate)).items.find((i) => i.contentItemId === 'bar-mini-1');
    expect(await miniExam()).toMatchObject({ unlocked: false });

    const today = torontoDayKey(new Date());
    const salesToday = async () => {
      const response = await call(stack, admin, 'GET', `/admin/purchases?from=${today}&to=${today}&limit=100`);
      expect(response.status).toBe(200);
      return response.json() as { items: { id: string; source: string; amountPaidCents: number | null }[]; totals: { comps: number } };
    };
    const compsBefore = (await salesToday()).totals.comps;

    const expiresAt = inDays(30);
    const granted = await call(stack, admin, 'POST', `/admin/users/${userId}/grants`, { packageId: PACKS.barrister.id, expiresAt });
    expect(granted.status).toBe(201);
    const { purchase } = purchaseResponseSchema.parse(granted.json());
    expect(purchase).toMatchObject({ packageId: PACKS.barrister.id, packageName: PACKS.barrister.name, expiresAt, state: 'active', source: 'comp', amountPaidCents: 0, grantedBy: adminId });

    // The candidate has the pack at once.
    expect(await miniExam()).toMatchObject({ unlocked: true });
    expect((await content(candidate)).accessTier).toBe('barrister');
    const mine = purchasesResponseSchema.parse((await call(stack, candidate, 'GET', '/purchases')).json());
    expect(mine.purchases).toEqual([expect.objectContaining({ id: purchase.id, status: 'active', amountPaidCents: 0 })]);
    expect(await detail(userId)).toMatchObject({ access: { tier: 'barrister', packs: [{ packageId: PACKS.barrister.id, comp: true, expiresAt }] } });

    // Counted as a comp, not as a sale: nothing paid, and the sales list's totals say so.
    const sales = await salesToday();
    expect(sales.items.find((s) => s.id === purchase.id)).toMatchObject({ source: 'comp', amountPaidCents: 0 });
    expect(sales.totals.comps).toBe(compsBefore + 1);

    // A second comp of a pack the user has is refused: extend it instead.
    expect((await call(stack, admin, 'POST', `/admin/users/${userId}/grants`, { packageId: PACKS.barrister.id, expiresAt: inDays(60) })).status).toBe(409);

    const later = inDays(90);
    const extended = await call(stack, admin, 'POST', `/admin/users/${userId}/purchases/${purchase.id}/extend`, { expiresAt: later });
    expect(extended.status).toBe(200);
    expect(purchaseResponseSchema.parse(extended.json()).purchase).toMatchObject({ expiresAt: later, state: 'active' });
    expect((await call(stack, admin, 'POST', `/admin/users/${userId}/purchases/${purchase.id}/extend`, { expiresAt: inDays(10) })).status).toBe(400);

    const revoked = await call(stack, admin, 'POST', `/admin/users/${userId}/purchases/${purchase.id}/revoke`, {});
    expect(revoked.status).toBe(200);
    expect(purchaseResponseSchema.parse(revoked.json()).purchase).toMatchObject({ state: 'revoked' });
    expect(await miniExam()).toMatchObject({ unlocked: false });
    expect((await detail(userId)).access).toEqual({ tier: 'free', packs: [] });
    expect((await call(stack, admin, 'POST', `/admin/users/${userId}/purchases/${purchase.id}/revoke`, {})).status).toBe(409);
    expect((await call(stack, admin, 'POST', `/admin/users/${userId}/purchases/${purchase.id}/extend`, { expiresAt: inDays(120) })).status).toBe(409);

    // Who, what, before and after: on the administrator's trail, and for the record on the user's.
    const changes = await adminChangesTo(userId);
    expect(changes.map((e) => e.action).reverse()).toEqual(['user_comp_granted', 'user_access_extended', 'user_access_revoked']);
    expect(changes.find((e) => e.action === 'user_comp_granted')?.metadata).toMatchObject({
      before: null,
      after: { purchaseId: purchase.id, packageId: PACKS.barrister.id, expiresAt, source: 'comp' },
    });
    expect(changes.find((e) => e.action === 'user_access_extended')?.metadata).toMatchObject({ before: { expiresAt }, after: { expiresAt: later } });
    expect(changes.find((e) => e.action === 'user_access_revoked')?.metadata).toMatchObject({ before: { expiresAt: later } });
    const onUser = (await trail(userId)).filter((e) => e.actionType === 'admin');
    expect(onUser.map((e) => e.action).reverse()).toEqual(['user_comp_granted', 'user_access_extended', 'user_access_revoked']);
    expect(onUser.every((e) => e.metadata?.by === adminId)).toBe(true);
  });

  it('refuses bad bodies with a 400, writing nothing, and unknown users or purchases with a 404', async () => {
    const candidate = await signUpAndSignIn(stack);
    const userId = userIdOf(candidate);
    const grant = (body: unknown, id = userId) => call(stack, admin, 'POST', `/admin/users/${id}/grants`, body);
    for (const body of [
      {},
      { packageId: PACKS.barrister.id },
      { packageId: 'no-such-pack', expiresAt: inDays(30) },
      { packageId: PACKS.barrister.id, expiresAt: 'next week' },
      { packageId: PACKS.barrister.id, expiresAt: inDays(-1) },
      { packageId: PACKS.barrister.id, expiresAt: inDays(10 * 366) },
      { packageId: PACKS.barrister.id, expiresAt: inDays(30), amountPaidCents: 100 },
    ]) {
      const response = await grant(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request' });
    }
    expect((await detail(userId)).purchases).toEqual([]);
    expect((await grant({ packageId: PACKS.total.id, expiresAt: inDays(30) }, randomUUID())).status).toBe(404);
    expect((await call(stack, admin, 'POST', `/admin/users/${userId}/purchases/${randomUUID()}/extend`, { expiresAt: inDays(30) })).status).toBe(404);
    expect((await call(stack, admin, 'POST', `/admin/users/${userId}/purchases/${randomUUID()}/revoke`, {})).status).toBe(404);
    expect((await call(stack, admin, 'POST', `/admin/users/${userId}/purchases/${randomUUID()}/revoke`, { now: true })).status).toBe(400);
    expect((await call(stack, admin, 'PUT', `/admin/users/${userId}/role`, { role: 'owner' })).status).toBe(400);
    expect((await call(stack, admin, 'PUT', `/admin/users/${userId}/role`, {})).status).toBe(400);
    expect((await call(stack, admin, 'PUT', `/admin/users/${randomUUID()}/role`, { role: null })).status).toBe(404);
    expect((await call(stack, admin, 'POST', `/admin/users/${randomUUID()}/disable`, {})).status).toBe(404);
    expect((await call(stack, admin, 'POST', `/admin/users/${userId}/disable`, { reason: 'x' })).status).toBe(400);
    expect(await adminChangesTo(userId)).toEqual([]);
  });
});

describe('roles', () => {
  it('makes a candidate a content manager, who then gets 403 on the user list; audited with before and after', async () => {
    const candidate = await signUpAndSignIn(stack);
    const userId = userIdOf(candidate);
    const changed = await call(stack, admin, 'PUT', `/admin/users/${userId}/role`, { role: 'content_manager' });
    expect(changed.status).toBe(200);
    expect(setRoleResponseSchema.parse(changed.json())).toEqual({ userId, role: 'content_manager' });
    expect((await detail(userId)).user.role).toBe('content_manager');
    expect(listUsersResponseSchema.parse((await listUsers(candidate.email)).json()).items[0]?.role).toBe('content_manager');

    // The new role comes with the next sign-in: an admin, but not a super admin.
    const again = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, candidate.email, candidate.password);
    const me = (await call(stack, again, 'GET', '/me')).json();
    expect(me).toMatchObject({ isAdmin: true, adminRole: 'content_manager' });
    expect((await listUsers('', undefined, again)).status).toBe(403);

    const changes = await adminChangesTo(userId);
    expect(changes.map((e) => e.metadata)).toEqual([expect.objectContaining({ target: userId, before: { role: null }, after: { role: 'content_manager' } })]);

    // Setting the role it has changes (and audits) nothing.
    expect((await call(stack, admin, 'PUT', `/admin/users/${userId}/role`, { role: 'content_manager' })).status).toBe(200);
    expect(await adminChangesTo(userId)).toHaveLength(1);
  });

  it('lets a super admin demote another, who is out at once; nobody takes away their own super admin role or disables themselves', async () => {
    const candidate = await signUpAndSignIn(stack);
    const userId = userIdOf(candidate);
    expect((await call(stack, admin, 'PUT', `/admin/users/${userId}/role`, { role: 'super_admin' })).status).toBe(200);
    const promoted = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, candidate.email, candidate.password);
    expect((await listUsers('', undefined, promoted)).status).toBe(200);

    for (const role of [null, 'content_manager']) {
      const refused = await call(stack, promoted, 'PUT', `/admin/users/${userId}/role`, { role });
      expect(refused.status).toBe(403);
      expect(refused.json()).toMatchObject({ message: 'You cannot take away your own super admin role: ask another super admin.' });
    }
    const selfDisable = await call(stack, promoted, 'POST', `/admin/users/${userId}/disable`, {});
    expect(selfDisable.status).toBe(403);
    expect(selfDisable.json()).toMatchObject({ message: 'You cannot disable your own account.' });
    expect((await detail(userId)).user).toMatchObject({ role: 'super_admin', enabled: true });

    // Another super admin may: losing the role ends the sessions that carry it.
    expect((await call(stack, admin, 'PUT', `/admin/users/${userId}/role`, { role: null })).status).toBe(200);
    expect((await call(stack, promoted, 'GET', '/me')).status).toBe(401);
    expect((await detail(userId)).user.role).toBeNull();
    await nextSecond();
    const demoted = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, candidate.email, candidate.password);
    expect((await listUsers('', undefined, demoted)).status).toBe(403);
    expect((await adminChangesTo(userId)).map((e) => [e.metadata?.before, e.metadata?.after])).toEqual([
      [{ role: 'super_admin' }, { role: null, signedOut: true }],
      [{ role: null }, { role: 'super_admin' }],
    ]);
  });
});

describe('accounts: sign out everywhere, disable, enable, resend the activation email', () => {
  it('disabling signs the user out at once and stops their sign-in; enabling lets them back', async () => {
    const candidate = await signUpAndSignIn(stack);
    const userId = userIdOf(candidate);
    const phone = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, candidate.email, candidate.password);
    expect((await call(stack, phone, 'GET', '/me')).status).toBe(200);

    const disabled = await call(stack, admin, 'POST', `/admin/users/${userId}/disable`, {});
    expect(disabled.status).toBe(200);
    expect(accountStateResponseSchema.parse(disabled.json())).toEqual({ userId, enabled: false });
    expect((await call(stack, phone, 'GET', '/me')).status).toBe(401);
    expect((await call(stack, candidate, 'GET', '/content')).status).toBe(401);
    await nextSecond();
    expect(await cognitoSignIn(stack, candidate.email, candidate.password)).toEqual({ ok: false, name: 'NotAuthorizedException', message: 'User is disabled.' });
    expect((await detail(userId)).user.enabled).toBe(false);
    expect(listUsersResponseSchema.parse((await listUsers(candidate.email)).json()).items[0]?.disabled).toBe(true);

    const enabled = await call(stack, admin, 'POST', `/admin/users/${userId}/enable`);
    expect(accountStateResponseSchema.parse(enabled.json())).toEqual({ userId, enabled: true });
    const back = await cognitoSignIn(stack, candidate.email, candidate.password);
    expect(back.ok).toBe(true);
    if (back.ok) expect((await call(stack, back.tokens, 'GET', '/me')).status).toBe(200);
    expect((await adminChangesTo(userId)).map((e) => [e.action, e.metadata?.before, e.metadata?.after])).toEqual([
      ['user_enabled', { enabled: false }, { enabled: true }],
      ['user_disabled', { enabled: true, liveSessions: 0 }, { enabled: false, liveSessions: 0 }],
    ]);
  });

  it('signs a user out everywhere at once, ending their sessions', async () => {
    const candidate = await signUpAndSignIn(stack);
    const userId = userIdOf(candidate);
    expect((await postJson(`${stack.url}/api/sessions`, { deviceInfo }, { headers: { authorization: `Bearer ${candidate.accessToken}` } })).status).toBe(201);
    const response = await call(stack, admin, 'POST', `/admin/users/${userId}/sign-out-everywhere`, {});
    expect(response.status).toBe(200);
    expect((await call(stack, candidate, 'GET', '/me')).status).toBe(401);
    expect((await detail(userId)).sessions).toEqual([expect.objectContaining({ isActive: false, endReason: 'signed_out_by_admin' })]);
    expect((await adminChangesTo(userId)).map((e) => e.metadata)).toEqual([expect.objectContaining({ before: { liveSessions: 1 }, after: { liveSessions: 0 } })]);
  });

  it('sends the activation email again to an unconfirmed address, and refuses a confirmed one', async () => {
    const email = uniqueEmail('unconfirmed');
    const candidate = await signUpAndSignIn(stack, { email, verified: false });
    const userId = userIdOf(candidate);
    expect((await detail(userId)).user.emailVerified).toBe(false);
    const sent = await call(stack, admin, 'POST', `/admin/users/${userId}/verification-email`);
    expect(sent.status).toBe(202);
    await expect.poll(async () => (await emailsTo(stack, email, 'Confirm your email address')).length).toBe(1);
    expect((await adminChangesTo(userId)).map((e) => e.action)).toEqual(['user_verification_resent']);

    const confirmed = await signUpAndSignIn(stack);
    const refused = await call(stack, admin, 'POST', `/admin/users/${userIdOf(confirmed)}/verification-email`, {});
    expect(refused.status).toBe(409);
  });
});
