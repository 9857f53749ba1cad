import type { Caller } from '../api/caller.ts';
import type { RequestOrigin } from '../lib/request-origin.ts';
import { audit } from '../security/audit.ts';

/**
 * Every change an administrator makes is audited the same way: who (the caller, on whose trail it
 * is written), what (the action and its target: a user id, a coupon code, "sittings"...), and the
 * state before and after, so a mistake can be seen and undone.
 */
export interface AdminChange {
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

export function auditAdminChange(caller: Caller, origin: RequestOrigin, change: AdminChange): Promise<void> {
  return audit({
    userId: caller.userId,
    actionType: 'admin',
    action: change.action,
    success: true,
    ...origin,
    metadata: { target: change.target, before: change.before ?? null, after: change.after ?? null },
  });
}
