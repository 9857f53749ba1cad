import type { AdminPurchase, AuditEntry, UserAttemptsResponse, UserAuditResponse, UserDetail } from '#shared/api/admin-users';
import { PACKS } from '#shared/catalogue';
import { accessTier, classifyPackage, isPurchaseActive, type PackClass } from '#shared/exam/access';
import { securityScore } from '#shared/auth/sessions';
import { adminRoleOf } from '../api/caller.ts';
import { isUserAuditKey, listAuditEventsPage } from '../data/audit.ts';
import { isOwnHistoryKey, listCompleted } from '../data/history.ts';
import { listActivePackages } from '../data/packages.ts';
import { listPurchases, type Purchase } from '../data/purchases.ts';
import { listSessions } from '../data/sessions.ts';
import { getProfile, type Profile } from '../data/users.ts';
import { BadRequestError, NotFoundError } from '../lib/errors.ts';
import { getAccount, groupsOf, type Account } from './cognito-accounts.ts';
import { BAD_CURSOR, decodeCursorJson, encodeCursor } from './user-directory.ts';

/**
 * Everything the user page shows about one user: the profile with Cognito's word on the role and
 * whether the account is enabled, their access and purchases (comps marked), their sessions with
 * the security score, and, a page at a time, their completed attempts and audit trail.
 */
export const packName = (packageId: string, stored: string) => stored || (Object.values(PACKS).find((p) => p.id === packageId)?.name ?? 'Pack');

export function purchaseState(purchase: Purchase, now: Date): AdminPurchase['state'] {
  if (purchase.status === 'refunded') return 'refunded';
  if (purchase.revokedAt) return 'revoked';
  return isPurchaseActive(purchase.expiresAt, now) ? 'active' : 'expired';
}

export function adminPurchase(purchase: Purchase, now: Date): AdminPurchase {
  return {
    id: purchase.id,
    packageId: purchase.packageId,
    packageName: packName(purchase.packageId, purchase.packageName),
    purchasedAt: purchase.purchasedAt,
    expiresAt: purchase.expiresAt,
    state: purchaseState(purchase, now),
    source: purchase.source === 'comp' ? 'comp' : 'checkout',
    amountPaidCents: purchase.amountPaidCents,
    couponCode: purchase.couponCode,
    grantedBy: purchase.grantedBy ?? null,
    revokedAt: purchase.revokedAt ?? null,
    refundedAt: purchase.status === 'refunded' ? (purchase.refundedAt ?? purchase.expiresAt) : null,
  };
}

/** The user's profile and account; a 404 when neither the table nor the pool knows the id. */
export async function findUser(userId: string): Promise<{ profile: Profile | null; account: Account | null }> {
  const [profile, account] = await Promise.all([getProfile(userId), getAccount(userId)]);
  if (!profile && !account) throw new NotFoundError('No user has this id');
  return { profile, account };
}

export async function userDetail(userId: string, now = new Date()): Promise<UserDetail> {
  const { profile, account } = await findUser(userId);
  const [groups, purchases, sessions, packages] = await Promise.all([
    account ? groupsOf(userId) : Promise.resolve([]),
    listPurchases(userId),
    listSessions(userId),
    listActivePackages(),
  ]);
  const owned = purchases.filter((p) => isPurchaseActive(p.expiresAt, now));
  const classes = packages
    .filter((pack) => owned.some((p) => p.packageId === pack.id))
    .map((pack) => classifyPackage(pack.name))
    .filter((c): c is PackClass => c !== null);
  const liveNow = sessions.map((s) => (s.isActive && s.expiresAt <= now.toISOString() ? { ...s, isActive: false, endReason: 'expired' as const } : s));
  liveNow.sort((a, b) => Number(b.isActive) - Number(a.isActive) || b.lastActivity.localeCompare(a.lastActivity));
  return {
    user: {
      userId,
      email: profile?.email ?? account?.email ?? '',
      firstName: profile ? profile.firstName : (account?.firstName ?? null),
      lastName: profile ? profile.lastName : (account?.lastName ?? null),
      // The app's flag (checkout reads it); a user without a profile has Cognito's.
      emailVerified: profile ? (profile.emailVerified ?? false) : (account?.emailVerified ?? false),
      createdAt: profile?.createdAt ?? account?.createdAt ?? null,
      role: adminRoleOf(groups),
      enabled: account?.enabled ?? false,
      examType: profile?.examType ?? null,
      plannedSitting: profile?.plannedSitting ?? null,
      timeMultiplier: profile?.timeMultiplier ?? 1,
    },
    access: {
      tier: accessTier(classes),
      packs: owned
        .sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt))
        .map((p) => ({ packageId: p.packageId, packageName: packName(p.packageId, p.packageName), expiresAt: p.expiresAt, comp: p.source === 'comp' })),
    },
    purchases: purchases.sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt)).map((p) => adminPurchase(p, now)),
    sessions: liveNow,
    securityScore: securityScore(liveNow, now),
  };
}

/** A cursor that names a table key: { pk, sk }, accepted only where `owns` says it belongs. */
function decodeKeyCursor(cursor: string, owns: (key: { pk: string; sk: string }) => boolean): { pk: string; sk: string } {
  const key = decodeCursorJson(cursor);
  if (typeof key === 'object' && key !== null && 'pk' in key && 'sk' in key && typeof key.pk === 'string' && typeof key.sk === 'string') {
    const parsed = { pk: key.pk, sk: key.sk };
    if (owns(parsed)) return parsed;
  }
  throw new BadRequestError(BAD_CURSOR);
}

export async function userAttempts(userId: string, cursor: string | undefined, limit: number): Promise<UserAttemptsResponse> {
  await findUser(userId);
  const after = cursor ? decodeKeyCursor(cursor, (key) => isOwnHistoryKey(userId, key)) : undefined;
  const page = await listCompleted(userId, limit, after);
  return { items: page.items, nextCursor: page.lastKey ? encodeCursor(page.lastKey) : null };
}

export async function userAudit(userId: string, cursor: string | undefined, limit: number): Promise<UserAuditResponse> {
  await findUser(userId);
  const after = cursor ? decodeKeyCursor(cursor, (key) => isUserAuditKey(userId, key)) : undefined;
  const page = await listAuditEventsPage(userId, limit, after);
  const items: AuditEntry[] = page.events.map((event) => ({
    timestamp: event.timestamp,
    actionType: event.actionType,
    action: event.action,
    success: event.success,
    ipAddress: event.ipAddress ?? 'unknown',
    userAgent: event.userAgent ?? '',
    errorMessage: event.errorMessage ?? null,
    metadata: event.metadata && typeof event.metadata === 'object' ? event.metadata : null,
  }));
  return { items, nextCursor: page.lastKey ? encodeCursor(page.lastKey) : null };
}
