/**
 * The rules that keep the admin area reachable (/admin/users): nobody takes away their own super
 * admin role or disables their own account, and the last super admin who can sign in stays one
 * (neither demoted nor disabled). Pure: the caller reads who the enabled super admins are.
 */
export type SuperAdminRefusal = 'self' | 'last_super_admin' | null;

export function superAdminRefusal(change: {
  callerId: string;
  targetId: string;
  /** Whether the target is a super admin now. */
  targetIsSuperAdmin: boolean;
  /** Whether the target is still a super admin who can sign in after the change. */
  staysSuperAdmin: boolean;
  /** The users who are super admins and can sign in, now. */
  enabledSuperAdmins: ReadonlySet<string>;
}): SuperAdminRefusal {
  if (change.staysSuperAdmin) return null;
  if (change.targetId === change.callerId) return 'self';
  if (!change.targetIsSuperAdmin) return null;
  return [...change.enabledSuperAdmins].some((id) => id !== change.targetId) ? null : 'last_super_admin';
}
