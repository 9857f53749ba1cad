import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { roleAllows, routes, type Role } from '../../functions/routes.ts';
import { signUpInGroup } from '../support/cognito.ts';

const stack = inject('stack');

/**
 * The least role of every route, written out here on purpose: a change to the route table that
 * loosens a route's role fails this list before it reaches the walk below. A new route is added
 * to this list with the role it should have.
 */
const expectedRoles: Record<string, Role> = {
  'POST /api/auth/signup': 'public',
  'POST /api/auth/verify-email': 'public',
  'POST /api/auth/password-reset': 'public',
  'POST /api/auth/password-reset/confirm': 'public',
  'POST /api/auth-rate-limiter': 'public',
  'GET /api/me': 'user',
  'PATCH /api/me': 'user',
  'GET /api/sessions': 'user',
  'POST /api/sessions': 'user',
  'POST /api/sessions/{sessionId}/activity': 'user',
  'POST /api/sessions/{sessionId}/end': 'user',
  'POST /api/sessions/sign-out-everywhere': 'user',
  'GET /api/account/activity': 'user',
  'POST /api/account/password': 'user',
  'POST /api/account/verification-email': 'user',
  'GET /api/account/email-preferences': 'user',
  'PUT /api/account/email-preferences': 'user',
  'POST /api/email/unsubscribe': 'public',
  'POST /api/email/unsubscribe/one-click': 'public',
  'GET /api/content': 'user',
  'GET /api/attempts': 'user',
  'GET /api/attempts/{attemptId}': 'user',
  'GET /api/attempts/{attemptId}/question-reports': 'user',
  'GET /api/performance': 'user',
  'GET /api/reports/{attemptId}': 'user',
  'GET /api/reports/{attemptId}/{reportId}': 'user',
  'POST /api/attempts': 'user',
  'PUT /api/attempts/{attemptId}/responses/{questionId}': 'user',
  'PUT /api/attempts/{attemptId}/position': 'user',
  'PUT /api/attempts/{attemptId}/notes': 'user',
  'POST /api/attempts/{attemptId}/submit': 'user',
  'POST /api/attempts/{attemptId}/parts/{part}/start': 'user',
  'POST /api/attempts/{attemptId}/questions/{questionId}/report': 'user',
  'GET /api/packages': 'public',
  'GET /api/purchases': 'user',
  'POST /api/checkout': 'user',
  'POST /api/checkout/quote': 'user',
  'POST /api/coupons/validate': 'user',
  'POST /api/stripe/webhook': 'public',
  'GET /api/sittings': 'public',
  'GET /api/site-settings': 'public',
  'POST /api/events': 'public',
  'POST /api/me/events': 'user',
  'GET /api/admin/settings/test-drive-discount': 'super_admin',
  'PUT /api/admin/settings/test-drive-discount': 'super_admin',
  'GET /api/admin/settings': 'super_admin',
  'PUT /api/admin/settings': 'super_admin',
  'PUT /api/admin/sittings': 'super_admin',
  'GET /api/admin/security': 'super_admin',
  'GET /api/admin/analytics': 'super_admin',
  'GET /api/admin/overview': 'super_admin',
  'GET /api/admin/analytics/funnel': 'super_admin',
  'GET /api/admin/analytics/export': 'super_admin',
  'GET /api/admin/security/events': 'super_admin',
  'GET /api/admin/users': 'super_admin',
  'GET /api/admin/users/{userId}': 'super_admin',
  'GET /api/admin/users/{userId}/attempts': 'super_admin',
  'GET /api/admin/users/{userId}/audit': 'super_admin',
  'PUT /api/admin/users/{userId}/role': 'super_admin',
  'POST /api/admin/users/{userId}/grants': 'super_admin',
  'POST /api/admin/users/{userId}/purchases/{purchaseId}/extend': 'super_admin',
  'POST /api/admin/users/{userId}/purchases/{purchaseId}/revoke': 'super_admin',
  'POST /api/admin/users/{userId}/verification-email': 'super_admin',
  'POST /api/admin/users/{userId}/sign-out-everywhere': 'super_admin',
  'POST /api/admin/users/{userId}/disable': 'super_admin',
  'POST /api/admin/users/{userId}/enable': 'super_admin',
  'GET /api/admin/coupons': 'super_admin',
  'POST /api/admin/coupons': 'super_admin',
  'DELETE /api/admin/coupons/{code}': 'super_admin',
  'GET /api/admin/purchases': 'super_admin',
  'GET /api/admin/purchases/export': 'super_admin',
  'GET /api/admin/email/templates': 'super_admin',
  'GET /api/admin/email/templates/{template}': 'super_admin',
  'POST /api/admin/email/templates/{template}/test': 'super_admin',
  'GET /api/admin/email/log': 'super_admin',
  'GET /api/admin/email/reminders/preview': 'super_admin',
  'POST /api/admin/question-bank/import': 'content_manager',
  'ANY /api/{proxy+}': 'public',
};

interface Caller {
  role: Role;
  token: string | null;
}

/** A concrete path for a route: placeholders become ids that exist nowhere, `{proxy+}` an unknown path. */
function concretePath(path: string): string {
  return path
    .replace('{proxy+}', `no-such-route-${randomUUID().slice(0, 8)}`)
    .replace('{part}', '2')
    .replace(/\{\w+\}/g, () => randomUUID());
}

describe('route roles', () => {
  const callers: Caller[] = [];

  beforeAll(async () => {
    const [user, contentManager, superAdmin] = await Promise.all([signUpInGroup(stack, null), signUpInGroup(stack, 'content_manager'), signUpInGroup(stack, 'super_admin')]);
    callers.push(
      { role: 'public', token: null },
      { role: 'user', token: user.accessToken },
      { role: 'content_manager', token: contentManager.accessToken },
      { role: 'super_admin', token: superAdmin.accessToken },
    );
  });

  it('gives every route the role this list expects', () => {
    expect(Object.fromEntries(routes.map((route) => [`${route.method} ${route.path}`, route.role]))).toEqual(expectedRoles);
  });

  it('answers every route, for a visitor, a candidate, a content manager and a super admin, as the table says', async () => {
    const outcomes: string[] = [];
    // Signing out everywhere revokes the caller's token for every later request: it goes last.
    const signsOut = (route: (typeof routes)[number]) => route.path === '/api/sessions/sign-out-everywhere';
    for (const route of [...routes.filter((r) => !signsOut(r)), ...routes.filter(signsOut)]) {
      const method = route.method === 'ANY' ? 'GET' : route.method;
      const path = concretePath(route.path);
      for (const caller of callers) {
        const response = await fetch(`${stack.url}${path}`, {
          method,
          headers: { 'content-type': 'application/json', ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}) },
          // An empty object: enough to reach the operation, never enough to change anything.
          ...(method === 'GET' ? {} : { body: '{}' }),
        });
        const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
        const refusedForRole = response.status === 401 || (response.status === 403 && /^Only .+ may do this$/.test(body.message ?? ''));
        const allowed = roleAllows(route.role, caller.role);
        const expected = allowed ? 'reaches the operation' : caller.token ? '403' : '401';
        const actual = refusedForRole ? String(response.status) : response.status >= 500 ? `${response.status} (server error)` : 'reaches the operation';
        outcomes.push(`${route.method} ${route.path} as ${caller.role}: ${actual}${actual === expected ? '' : ` (expected ${expected})`}`);
      }
    }
    expect(outcomes.filter((line) => line.includes('(expected') || line.includes('server error'))).toEqual([]);
    expect(outcomes).toHaveLength(routes.length * callers.length);
  });
});
