import type { AdminRole } from '#shared/api/me';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import type { ApiEvent } from '../lib/http.ts';

export interface Caller {
  userId: string;
  groups: string[];
  isAdmin: boolean;
  adminRole: AdminRole | null;
}

/** HTTP APIs flatten array claims to "[a b c]"; accept that and a real array. */
export function parseGroupsClaim(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string') return [];
  return claim
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

export function adminRoleOf(groups: string[]): AdminRole | null {
  if (groups.includes('super_admin')) return 'super_admin';
  if (groups.includes('content_manager')) return 'content_manager';
  if (groups.includes('admin')) return 'super_admin';
  return null;
}

/** The signed-in caller, from the claims the JWT authorizer verified. */
export function requireCaller(event: ApiEvent): Caller {
  const claims = event.requestContext.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || !sub) throw new UnauthorizedError();
  const groups = parseGroupsClaim(claims?.['cognito:groups']);
  const adminRole = adminRoleOf(groups);
  return { userId: sub, groups, isAdmin: adminRole !== null, adminRole };
}

export function requireAdmin(event: ApiEvent): Caller {
  const caller = requireCaller(event);
  if (!caller.isAdmin) throw new ForbiddenError('Administrator access required');
  return caller;
}
