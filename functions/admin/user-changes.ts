import { randomUUID } from 'node:crypto';
import { adminUserActions, type AdminPurchase, type AdminUserRole } from '#shared/api/admin-users';
import type { AdminRole } from '#shared/api/me';
import { isPurchaseActive } from '#shared/exam/access';
import { displayName } from '#shared/display-name';
import { torontoLongDate } from '#shared/toronto-time';
import { endAllSessions } from '../account/sessions.ts';
import { activationUrl } from '../account/email-verification.ts';
import type { Caller } from '../api/caller.ts';
import { consumeRateLimit } from '../auth/rate-limiter.ts';
import { listActivePackages } from '../data/packages.ts';
import { listPurchases, putComp, revokePurchaseAccess, setPurchaseExpiry, type Purchase } from '../data/purchases.ts';
import { listSessions } from '../data/sessions.ts';
import { setDirectoryFlags } from '../data/users.ts';
import { sendEmail } from '../email/send-email.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { RequestOrigin } from '../lib/request-origin.ts';
import { audit } from '../security/audit.ts';
import { auditAdminChange } from './admin-audit.ts';
import { enabledSuperAdmins, roleOfUser, setAccountEnabled, setRoleGroups } from './cognito-accounts.ts';
import { superAdminRefusal } from './super-admin-rule.ts';
import { adminPurchase, findUser } from './user-detail.ts';

/**
 * What a super admin changes about a user from /admin/users. Each change is audited twice: on the
 * administrator's trail (auditAdminChange: who, what, before and after) and, for the record, on
 * the user's own trail (`by` names the administrator; no address of theirs is stored there).
 */
const MAX_ACCESS_MS = 5 * 366 * 86_400_000;

async function auditUserChange(caller: Caller, origin: RequestOrigin, userId: string, action: string, before: unknown, after: unknown): Promise<void> {
  await auditAdminChange(caller, origin, { action, target: userId, before, after });
  if (userId === caller.userId) return;
  await audit({ userId, actionType: 'admin', action, success: true, ipAddress: 'admin', userAgent: '', metadata: { by: caller.userId, before: before ?? null, after: after ?? null } });
}

function checkExpiry(expiresAt: string, now: Date): void {
  const at = Date.parse(expiresAt);
  if (at <= now.getTime()) throw new BadRequestError('Invalid body: expiresAt must be in the future');
  if (at > now.getTime() + MAX_ACCESS_MS) throw new BadRequestError('Invalid body: expiresAt must be within five years');
}

/** A comp: the pack, free, until `expiresAt`; recorded as a comp (source 'comp', nothing paid), never revenue. */
export async function grantComp(caller: Caller, origin: RequestOrigin, userId: string, input: { packageId: string; expiresAt: string }, now = new Date()): Promise<AdminPurchase> {
  await findUser(userId);
  const pack = (await listActivePackages()).find((p) => p.id === input.packageId);
  if (!pack) throw new BadRequestError('Invalid body: packageId is not a pack on sale');
  checkExpiry(input.expiresAt, now);
  const current = (await listPurchases(userId)).find((p) => p.packageId === pack.id && isPurchaseActive(p.expiresAt, now));
  if (current) {
    throw new ConflictError(
      `This user already has the ${pack.name}${current.expiresAt ? ` until ${torontoLongDate(current.expiresAt)}` : ''}: extend that access instead.`,
    );
  }
  const comp: Purchase & { source: 'comp' } = {
    id: randomUUID(),
    userId,
    packageId: pack.id,
    packageName: pack.name,
    purchasedAt: now.toISOString(),
    expiresAt: input.expiresAt,
    status: 'active',
    // Nothing was charged: every sum of money leaves a comp out (shared/commerce/sales.ts counts it as a comp).
    subtotalCents: 0,
    discountCents: 0,
    taxCents: 0,
    amountPaidCents: 0,
    couponCode: null,
    checkoutSessionId: null,
    paymentIntentId: null,
    receiptUrl: null,
    source: 'comp',
    grantedBy: caller.userId,
  };
  await putComp(comp);
  await auditUserChange(caller, origin, userId, adminUserActions.comp_granted, null, { purchaseId: comp.id, packageId: pack.id, expiresAt: comp.expiresAt, source: 'comp' });
  return adminPurchase(comp, now);
}

async function findPurchase(userId: string, purchaseId: string): Promise<Purchase> {
  await findUser(userId);
  const purchase = (await listPurchases(userId)).find((p) => p.id === purchaseId);
  if (!purchase) throw new NotFoundError('This user has no purchase with this id');
  return purchase;
}

/** A later expiry for a purchase or comp (one that lapsed comes back); not for refunded or revoked ones. */
export async function extendAccess(caller: Caller, origin: RequestOrigin, userId: string, purchaseId: string, expiresAt: string, now = new Date()): Promise<AdminPurchase> {
  const purchase = await findPurchase(userId, purchaseId);
  if (purchase.status === 'refunded') throw new ConflictError('This purchase was refunded: grant a comp instead.');
  if (purchase.revokedAt) throw new ConflictError('This access was revoked: grant a comp instead.');
  if (purchase.expiresAt === null) throw new ConflictError('This access never expires.');
  checkExpiry(expiresAt, now);
  if (Date.parse(expiresAt) <= Date.parse(purchase.expiresAt)) throw new BadRequestError('Invalid body: expiresAt must be later than the current expiry');
  if (!(await setPurchaseExpiry(purchase, purchase.expiresAt, expiresAt))) throw new ConflictError('This purchase changed meanwhile: reload and try again.');
  await auditUserChange(caller, origin, userId, adminUserActions.access_extended, { purchaseId, expiresAt: purchase.expiresAt }, { purchaseId, expiresAt });
  return adminPurchase({ ...purchase, expiresAt }, now);
}

/** Ends a purchase's (or comp's) access now; the candidate keeps their results, as after an expiry. */
export async function revokeAccess(caller: Caller, origin: RequestOrigin, userId: string, purchaseId: string, now = new Date()): Promise<AdminPurchase> {
  const purchase = await findPurchase(userId, purchaseId);
  if (purchase.status === 'refunded') throw new ConflictError('This purchase was refunded: its access has already ended.');
  if (purchase.revokedAt) throw new ConflictError('This access was already revoked.');
  if (!isPurchaseActive(purchase.expiresAt, now)) throw new ConflictError('This access has already expired.');
  const at = now.toISOString();
  if (!(await revokePurchaseAccess(purchase, at, caller.userId))) throw new ConflictError('This purchase changed meanwhile: reload and try again.');
  await auditUserChange(caller, origin, userId, adminUserActions.access_revoked, { purchaseId, expiresAt: purchase.expiresAt }, { purchaseId, expiresAt: at, revokedAt: at });
  return adminPurchase({ ...purchase, expiresAt: at, revokedAt: at, revokedBy: caller.userId }, now);
}

/** The activation email again (3 an hour per user, as from the dashboard). */
export async function resendVerification(caller: Caller, origin: RequestOrigin, userId: string): Promise<void> {
  const { profile, account } = await findUser(userId);
  const email = profile?.email ?? account?.email;
  if (!email) throw new NotFoundError('This user has no address');
  if (profile ? profile.emailVerified : account?.emailVerified) throw new ConflictError('This address is already confirmed.');
  await consumeRateLimit('verificationEmail', { identifier: userId });
  await sendEmail({
    to: email,
    template: 'activation',
    data: { firstName: displayName({ firstName: profile?.firstName ?? account?.firstName ?? null, email }), activationUrl: await activationUrl(userId, email) },
  });
  await auditUserChange(caller, origin, userId, adminUserActions.verification_resent, null, { sentTo: email });
}

const liveSessionCount = async (userId: string) => (await listSessions(userId)).filter((s) => s.isActive).length;

/** Out on every device at once: refresh tokens revoked, access tokens refused from the next request, sessions ended. */
export async function signOutEverywhere(caller: Caller, origin: RequestOrigin, userId: string): Promise<void> {
  const { account } = await findUser(userId);
  if (!account) throw new NotFoundError('This user has no account to sign out of');
  const live = await liveSessionCount(userId);
  await endAllSessions(userId, 'signed_out_by_admin');
  await auditUserChange(caller, origin, userId, adminUserActions.signed_out, { liveSessions: live }, { liveSessions: 0 });
}

/** Refuses a change that takes away the caller's own super admin role or account, or leaves no super admin. */
async function keepSuperAdmins(caller: Caller, userId: string, targetRole: AdminRole | null, staysSuperAdmin: boolean, doing: 'role' | 'disable'): Promise<void> {
  const targetIsSuperAdmin = targetRole === 'super_admin';
  const refusal = superAdminRefusal({
    callerId: caller.userId,
    targetId: userId,
    targetIsSuperAdmin,
    staysSuperAdmin,
    enabledSuperAdmins: targetIsSuperAdmin && !staysSuperAdmin ? await enabledSuperAdmins() : new Set(),
  });
  if (refusal === 'self') {
    throw new ForbiddenError(doing === 'role' ? 'You cannot take away your own super admin role: ask another super admin.' : 'You cannot disable your own account.');
  }
  if (refusal === 'last_super_admin') throw new ConflictError('This is the last super admin: make someone else super admin first.');
}

/** Disabled: no sign-in (Cognito refuses it) and out at once everywhere (as signOutEverywhere). */
export async function setEnabled(caller: Caller, origin: RequestOrigin, userId: string, enabled: boolean): Promise<{ userId: string; enabled: boolean }> {
  const { account } = await findUser(userId);
  if (!account) throw new NotFoundError('This user has no account to disable or enable');
  if (!enabled) await keepSuperAdmins(caller, userId, await roleOfUser(userId), false, 'disable');
  if (account.enabled === enabled) return { userId, enabled };
  await setAccountEnabled(userId, enabled);
  const live = enabled ? 0 : await liveSessionCount(userId);
  if (!enabled) await endAllSessions(userId, 'account_disabled');
  await setDirectoryFlags(userId, { disabled: !enabled });
  await auditUserChange(
    caller,
    origin,
    userId,
    enabled ? adminUserActions.enabled : adminUserActions.disabled,
    { enabled: !enabled, ...(enabled ? {} : { liveSessions: live }) },
    { enabled, ...(enabled ? {} : { liveSessions: 0 }) },
  );
  return { userId, enabled };
}

const RANK: Record<'none' | AdminRole, number> = { none: 0, content_manager: 1, super_admin: 2 };

/**
 * Sets the user's admin role (Cognito groups). Nobody takes themselves out of super admin, and the
 * last super admin who can sign in stays one. Losing a role signs the user out everywhere, so the
 * tokens that still carry it stop working at once; a new role arrives with their next sign-in.
 */
export async function setRole(caller: Caller, origin: RequestOrigin, userId: string, role: AdminUserRole): Promise<{ userId: string; role: AdminUserRole }> {
  const { account } = await findUser(userId);
  if (!account) throw new NotFoundError('This user has no account to give a role');
  const current = await roleOfUser(userId);
  await keepSuperAdmins(caller, userId, current, role === 'super_admin', 'role');
  if (current === role) return { userId, role };
  await setRoleGroups(userId, role);
  await setDirectoryFlags(userId, { adminRole: role });
  const demoted = RANK[role ?? 'none'] < RANK[current ?? 'none'];
  if (demoted) await endAllSessions(userId, 'signed_out_by_admin');
  await auditUserChange(caller, origin, userId, adminUserActions.role_changed, { role: current }, { role, ...(demoted ? { signedOut: true } : {}) });
  return { userId, role };
}
