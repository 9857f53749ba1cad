import { describe, expect, it } from 'vitest';
import { adminRoleOf, parseGroupsClaim, requireAdmin, requireCaller } from '../../functions/auth/caller.ts';
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

  it('needs a subject, and an admin group for admin routes', () => {
    expect(() => requireCaller(eventWithClaims())).toThrow(expect.objectContaining({ status: 401 }));
    const candidate = eventWithClaims({ sub: 'u1', 'cognito:groups': '[]' });
    expect(requireCaller(candidate)).toEqual({ userId: 'u1', groups: [], isAdmin: false, adminRole: null });
    expect(() => requireAdmin(candidate)).toThrow(expect.objectContaining({ status: 403 }));
    expect(requireAdmin(eventWithClaims({ sub: 'u2', 'cognito:groups': '[admin]' })).isAdmin).toBe(true);
  });
});
