import { describe, expect, inject, it } from 'vitest';
import { accountActivitySchema } from '#shared/api/account';
import { sessionListSchema, sessionSchema } from '#shared/api/sessions';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient, postJson, randomLoopbackIp, signIn, signUpAndSignIn } from '../support/cognito.ts';

const stack = inject('stack');

const deviceInfo = { userAgent: 'Mozilla/5.0 (vitest)', platform: 'Linux x86_64', screenSize: '1280x800', language: 'en-CA', timezone: 'America/Toronto' };

function api(token: string, path: string, init: { method?: string; body?: unknown; ip?: string } = {}) {
  if (init.method === 'POST') return postJson(`${stack.url}/api${path}`, init.body ?? {}, { ip: init.ip, headers: { authorization: `Bearer ${token}` } });
  return fetch(`${stack.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
}

describe('active sessions', () => {
  it('registers a session on sign-in, lists it on the account, and ends it on sign-out', async () => {
    const user = await signUpAndSignIn(stack);
    const ip = randomLoopbackIp();
    const created = await api(user.accessToken, '/sessions', { method: 'POST', body: { deviceInfo }, ip });
    expect(created.status).toBe(201);
    const session = sessionSchema.parse(created.body);
    expect(session).toMatchObject({ deviceInfo, ipAddress: ip, isActive: true, endReason: null });
    expect(Date.parse(session.expiresAt) - Date.parse(session.createdAt)).toBe(24 * 60 * 60 * 1000);

    const listed = sessionListSchema.parse((await api(user.accessToken, '/sessions')).body);
    expect(listed.sessions.map((s) => s.id)).toEqual([session.id]);
    expect(listed.securityScore).toBe(100);

    // Activity within 5 minutes of the last write changes nothing.
    const touched = sessionSchema.parse((await api(user.accessToken, `/sessions/${session.id}/activity`, { method: 'POST' })).body);
    expect(touched.lastActivity).toBe(session.lastActivity);

    const ended = await api(user.accessToken, `/sessions/${session.id}/end`, { method: 'POST', body: { reason: 'user_logout' } });
    expect(ended.status).toBe(200);
    const after = sessionListSchema.parse((await api(user.accessToken, '/sessions')).body);
    expect(after.sessions[0]).toMatchObject({ id: session.id, isActive: false, endReason: 'user_logout' });
    expect((await api(user.accessToken, `/sessions/${session.id}/end`, { method: 'POST', body: { reason: 'user_logout' } })).status).toBe(404);

    const activity = accountActivitySchema.parse((await api(user.accessToken, '/account/activity')).body);
    expect(activity.events.map((e) => e.action)).toEqual(expect.arrayContaining(['signup', 'login_success', 'session_start', 'session_end']));
  });

  it("cannot touch another user's session, and rejects bad input", async () => {
    const owner = await signUpAndSignIn(stack);
    const other = await signUpAndSignIn(stack);
    const session = sessionSchema.parse((await api(owner.accessToken, '/sessions', { method: 'POST', body: { deviceInfo } })).body);
    expect((await api(other.accessToken, `/sessions/${session.id}/end`, { method: 'POST', body: { reason: 'user_logout' } })).status).toBe(404);
    expect((await api(owner.accessToken, '/sessions/not-a-uuid/end', { method: 'POST', body: { reason: 'user_logout' } })).status).toBe(400);
    expect((await api(owner.accessToken, `/sessions/${session.id}/end`, { method: 'POST', body: { reason: 'because' } })).status).toBe(400);
    expect((await api(owner.accessToken, '/sessions', { method: 'POST', body: { deviceInfo: { ...deviceInfo, userAgent: 'x'.repeat(201) } } })).status).toBe(400);
  });

  it('signs out everywhere: every session ends and refresh tokens stop working', async () => {
    const user = await signUpAndSignIn(stack);
    const { AuthenticationResult } = await cognitoClient(stack.cognitoEndpoint).send(
      new InitiateAuthCommand({ ClientId: stack.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }),
    );
    const refreshToken = AuthenticationResult?.RefreshToken ?? '';
    await api(user.accessToken, '/sessions', { method: 'POST', body: { deviceInfo } });
    await api(user.accessToken, '/sessions', { method: 'POST', body: { deviceInfo } });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // refresh tokens carry whole-second times

    expect((await api(user.accessToken, '/sessions/sign-out-everywhere', { method: 'POST' })).status).toBe(200);
    // The token that did it is out too (test/integration/sign-out.test.ts); a new sign-in, a second later, reads the sessions.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, user.email, user.password);
    const listed = sessionListSchema.parse((await api(fresh.accessToken, '/sessions')).body);
    expect(listed.sessions.every((s) => !s.isActive && s.endReason === 'signed_out_everywhere')).toBe(true);
    await expect(
      cognitoClient(stack.cognitoEndpoint).send(
        new InitiateAuthCommand({ ClientId: stack.userPoolClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // Signing in again still works.
    await signIn(stack.cognitoEndpoint, stack.userPoolClientId, user.email, user.password);
  });
});

describe('GET /api/admin/security', () => {
  it('is 403 for a candidate and shows admins the events and threat level', async () => {
    const user = await signUpAndSignIn(stack);
    const refused = await api(user.accessToken, '/admin/security');
    expect(refused).toMatchObject({ status: 403, body: { error: 'forbidden' } });

    // A lockout: five wrong passwords, then a refused attempt.
    for (let i = 0; i < 6; i += 1) {
      await signIn(stack.cognitoEndpoint, stack.userPoolClientId, user.email, 'wrong wrong wrong').catch(() => undefined);
    }
    const admin = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, stack.adminEmail, stack.adminPassword);
    const overview = await api(admin.accessToken, '/admin/security');
    expect(overview.status).toBe(200);
    const body = overview.body as { threatLevel: string; last24Hours: { failedLogins: number; lockouts: number }; events: { eventType: string }[] };
    expect(['low', 'medium', 'high', 'critical']).toContain(body.threatLevel);
    expect(body.last24Hours.lockouts).toBeGreaterThanOrEqual(1);
    expect(body.last24Hours.failedLogins).toBeGreaterThanOrEqual(4);
    expect(body.events.map((e) => e.eventType)).toContain('account_lockout');
  });
});
