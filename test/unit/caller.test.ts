import { describe, expect, it } from 'vitest';
import { adminRoleOf, authorize, callerOf, parseGroupsClaim, roleOf } from '../../functions/api/caller.ts';
import type { ApiEvent } from '../../functions/lib/http.ts';

function eventWithClaims(claims?: Record<string, string>): ApiEvent {
  return {
    requestContext: claims ? { authorizer: { jwt: { claims, scopes: null } } } : {},
  } as unknown as ApiEvent;
}

describe('the caller from JWT authorizer claims', () => {
  it('reads groups as HTTP APIs flatten them, and as arrays', () => {
    expect(parseGroupsClaim('[admin super_admin]')).toEqual(['admin', 'super_admin']);
    expect(parseGroupsClaim('[]')).toEqual([]);
    expect(parseGroupsClaim(['content_manager'])).toEqual(['content_manager']);
    expect(parseGroupsClaim(undefined)).toEqual([]);
  });

  it('maps groups to the admin role', () => {
    expect(adminRoleOf(['content_manager'])).toBe('content_manager');
    expect(adminRoleOf(['admin'])).toBe('super_admin');
    expect(adminRoleOf(['content_manager', 'super_admin'])).toBe('super_admin');
    expect(adminRoleOf(['candidates'])).toBeNull();
  });

  it('needs a subject for signed-in routes, and the route role for administrator routes', () => {
    expect(callerOf(eventWithClaims())).toBeNull();
    expect(() => authorize('user', callerOf(eventWithClaims()))).toThrow(expect.objectContaining({ status: 401 }));
    const candidate = callerOf(eventWithClaims({ sub: 'u1', 'cognito:groups': '[]' }));
    expect(candidate).toEqual({ userId: 'u1', groups: [], isAdmin: false, adminRole: null, issuedAt: null });
    expect(roleOf(candidate)).toBe('user');
    expect(() => authorize('user', candidate)).not.toThrow();
    expect(() => authorize('content_manager', candidate)).toThrow(expect.objectContaining({ status: 403 }));
    const contentManager = callerOf(eventWithClaims({ sub: 'u2', 'cognito:groups': '[content_manager]' }));
    expect(() => authorize('content_manager', contentManager)).not.toThrow();
    expect(() => authorize('super_admin', contentManager)).toThrow(expect.objectContaining({ status: 403 }));
    const superAdmin = callerOf(eventWithClaims({ sub: 'u3', 'cognito:groups': '[admin super_admin]' }));
    expect(() => authorize('super_admin', superAdmin)).not.toThrow();
    expect(() => authorize('public', null)).not.toThrow();
  });
});
