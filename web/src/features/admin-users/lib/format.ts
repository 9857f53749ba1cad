import type { AdminPurchase, AdminUserRole, AuditEntry } from '#shared/api/admin-users';
import { nextDay, torontoDayStart } from '#shared/commerce/sales';
import { PACKS } from '#shared/catalogue';
import { torontoDayKey, torontoLongDate } from '#shared/toronto-time';

export const ROLE_LABELS: Record<NonNullable<AdminUserRole> | 'none', string> = {
  super_admin: 'Super admin',
  content_manager: 'Content manager',
  none: 'Candidate',
};

export const roleLabel = (role: AdminUserRole) => ROLE_LABELS[role ?? 'none'];

export function fullName(user: { firstName: string | null; lastName: string | null }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

export const STATE_LABELS: Record<AdminPurchase['state'], string> = { active: 'Active', expired: 'Expired', refunded: 'Refunded', revoked: 'Revoked' };

/** The last second of a Toronto calendar day ('2027-03-31'), as ISO 8601 UTC: access "until March 31" lasts all that day. */
export function torontoEndOfDay(day: string): string {
  return new Date(Date.parse(torontoDayStart(nextDay(day))) - 1000).toISOString();
}

/** The Toronto day of an instant, for a date input. */
export const dayOf = (at: Date | string) => torontoDayKey(at);

/** The Toronto day `days` days from now. */
export const daysFromNow = (days: number, now = new Date()) => dayOf(new Date(now.getTime() + days * 86_400_000));

const AUDIT_LABELS: Record<string, string> = {
  signup: 'Account created',
  login_success: 'Signed in',
  login_failure: 'Failed sign-in',
  login_blocked: 'Sign-in blocked',
  session_start: 'Session started',
  session_end: 'Signed out',
  sign_out_everywhere: 'Signed out everywhere',
  password_change: 'Password changed',
  password_reset_request: 'Password reset asked for',
  password_reset: 'Password reset',
  email_verified: 'Address confirmed',
  verification_email_sent: 'Activation email sent',
  marketing_emails_off: 'Marketing emails off',
  marketing_emails_on: 'Marketing emails on',
  purchase_granted: 'Pack bought',
  purchase_refunded: 'Purchase refunded',
  user_comp_granted: 'Comp granted',
  user_access_extended: 'Access extended',
  user_access_revoked: 'Access revoked',
  user_verification_resent: 'Activation email resent by an admin',
  user_signed_out_everywhere: 'Signed out everywhere by an admin',
  user_disabled: 'Account disabled',
  user_enabled: 'Account enabled',
  user_role_changed: 'Role changed',
};

export const auditLabel = (action: string) => AUDIT_LABELS[action] ?? action.replace(/_/g, ' ');

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const packName = (id: string) => Object.values(PACKS).find((pack) => pack.id === id)?.name ?? id;
const KEY_LABELS: Record<string, string> = { expiresAt: 'until', revokedAt: 'revoked', liveSessions: 'live sessions', signedOut: 'signed out', sentTo: 'sent to' };

/** A value of an audit event's metadata, briefly: dates in Toronto, packs by name, ids left out. */
function describe(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? torontoLongDate(value) : value;
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .filter(([key]) => key === 'packageId' || !/Id$/.test(key))
    .map(([key, v]) => (key === 'packageId' ? packName(String(v)) : `${KEY_LABELS[key] ?? key} ${describe(v)}`))
    .join(', ');
}

/** The event's details on one line: before → after for a change, else its other facts; and the administrator who made it, if one did. */
export function auditDetails(entry: AuditEntry): { text: string; by: string | null; target: string | null } {
  const meta = entry.metadata ?? {};
  const change = 'before' in meta || 'after' in meta;
  const rest = Object.fromEntries(Object.entries(meta).filter(([key]) => !['by', 'target', 'before', 'after'].includes(key)));
  const parts = [change ? `${describe(meta.before)} → ${describe(meta.after)}` : describe(rest), entry.errorMessage ?? ''].filter(Boolean);
  return {
    text: parts.join(' · '),
    by: typeof meta.by === 'string' ? meta.by : null,
    target: typeof meta.target === 'string' ? meta.target : null,
  };
}
