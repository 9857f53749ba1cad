import type { AdminUserRole } from '#shared/api/admin-users';
import { roleLabel } from '../lib/format.ts';

/**
 * A user's role and state at a glance: role (admins only), disabled, address not confirmed.
 * `candidate` says so of a user with none of those: only where the role is Cognito's (the user's
 * page), not the list's copy of what this page last set.
 */
export function UserTags({ role, disabled, emailVerified, candidate = false }: { role: AdminUserRole; disabled: boolean; emailVerified: boolean; candidate?: boolean }) {
  return (
    <span className="admin-user-tags">
      {role && <span className="admin-user-tag admin-user-tag-role">{roleLabel(role)}</span>}
      {disabled && <span className="admin-user-tag admin-user-tag-off">Disabled</span>}
      {!emailVerified && <span className="admin-user-tag admin-user-tag-warn">Unconfirmed</span>}
      {candidate && !role && !disabled && emailVerified && <span className="muted">Candidate</span>}
    </span>
  );
}
