import type { AdminRole } from '#shared/api/me';
import { roleAllows, type Role } from '../routes.ts';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import type { ApiEvent } from '../lib/http.ts';

export interface Caller {
  userId: string;
  groups: string[];
  isAdmin: boolean;
  adminRole: AdminRole | null;
  /** When the access token was issued (epoch seconds, the `iat` claim), for the token cutoff. */
  issuedAt: number | null;
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

/** The signed-in caller, from the claims the JWT authorizer verified; null without them. */
export function callerOf(event: ApiEvent): Caller | null {
  const claims = event.requestContext.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || !sub) return null;
  const groups = parseGroupsClaim(claims?.['cognito:groups']);
  const adminRole = adminRoleOf(groups);
  const iat = Number(claims?.iat);
  return { userId: sub, groups, isAdmin: adminRole !== null, adminRole, issuedAt: Number.isFinite(iat) && iat > 0 ? iat : null };
}

/** The role a caller holds: their admin role, 'user' when signed in, else 'public'. */
export function roleOf(caller: Caller | null): Role {
  return caller ? (caller.adminRole ?? 'user') : 'public';
}

const ROLE_NAMES: Record<Role, string> = {
  public: 'anyone',
  user: 'a signed-in user',
  content_manager: 'a content manager',
  super_admin: 'a super admin',
};

/** 401 without a caller where one is needed, 403 where the caller's role is below the route's. */
export function authorize(needed: Role, caller: Caller | null): void {
  if (needed === 'public') return;
  if (!caller) throw new UnauthorizedError();
  if (!roleAllows(needed, roleOf(caller))) throw new ForbiddenError(`Only ${ROLE_NAMES[needed]} may do this`);
}
