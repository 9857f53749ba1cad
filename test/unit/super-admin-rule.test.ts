import { describe, expect, it } from 'vitest';
import { superAdminRefusal } from '../../functions/admin/super-admin-rule.ts';

const change = (overrides: Partial<Parameters<typeof superAdminRefusal>[0]>) =>
  superAdminRefusal({ callerId: 'me', targetId: 'them', targetIsSuperAdmin: true, staysSuperAdmin: false, enabledSuperAdmins: new Set(['me', 'them']), ...overrides });

describe('the super admin rule (/admin/users)', () => {
  it('lets a super admin demote or disable another super admin while one who can sign in remains', () => {
    expect(change({})).toBeNull();
    expect(change({ enabledSuperAdmins: new Set(['them', 'someone else']) })).toBeNull();
  });

  it('refuses to demote or disable the last super admin who can sign in', () => {
    // The caller's own token still says super admin, but the pool no longer does (a race, or a stale token).
    expect(change({ enabledSuperAdmins: new Set(['them']) })).toBe('last_super_admin');
    expect(change({ enabledSuperAdmins: new Set() })).toBe('last_super_admin');
  });

  it('refuses anyone taking away their own super admin role or account, however many others there are', () => {
    expect(change({ targetId: 'me', enabledSuperAdmins: new Set(['me', 'a', 'b']) })).toBe('self');
  });

  it('lets a change that keeps the target a super admin, and any change to a non-super-admin, through', () => {
    expect(change({ staysSuperAdmin: true, enabledSuperAdmins: new Set(['them']) })).toBeNull();
    expect(change({ targetId: 'me', staysSuperAdmin: true })).toBeNull();
    expect(change({ targetIsSuperAdmin: false, enabledSuperAdmins: new Set() })).toBeNull();
  });
});
