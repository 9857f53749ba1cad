import { z } from 'zod';
import { historyItemSchema } from './attempts.ts';
import { adminRoles } from './me.ts';
import { sessionSchema } from './sessions.ts';

/**
 * /admin/users (super admins): find a user, read everything about them, and change their access,
 * sessions, account and role. Every request and answer of its routes; the server parses with
 * these and the page types its calls with them.
 */

/** How many rows a page of a user table holds. */
export const ADMIN_USERS_PAGE_SIZE = 25;

/** A cursor is opaque base64url; an empty one is the same as none. */
const cursor = z
  .string()
  .max(2048, 'cursor is not one this list gave out')
  .regex(/^[A-Za-z0-9_-]*$/, 'cursor is not one this list gave out')
  .optional()
  .transform((value) => value || undefined);

/** GET /api/admin/users?query=&cursor=: an address or a name, from its first letters, any case. */
export const listUsersQuerySchema = z
  .object({
    query: z.string().max(254, 'query is at most 254 characters').optional().default(''),
    cursor,
  })
  .strict();
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

/** GET /api/admin/users/{userId}/attempts and /audit. */
export const pageQuerySchema = z.object({ cursor }).strict();

export const userPathSchema = z.object({ userId: z.uuid('Unknown user') });
export const userPurchasePathSchema = userPathSchema.extend({ purchaseId: z.uuid('Unknown purchase') });

/** The role a user holds in the admin area; null: none (a candidate). */
export const adminUserRoleSchema = z.enum(adminRoles).nullable();
export type AdminUserRole = z.infer<typeof adminUserRoleSchema>;

/** A row of the user list. Role and disabled are the table's copy of what this page last set (Cognito decides). */
export const userSummarySchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  role: adminUserRoleSchema,
  disabled: z.boolean(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const listUsersResponseSchema = z.object({ items: z.array(userSummarySchema), nextCursor: z.string().nullable() });
export type ListUsersResponse = z.infer<typeof listUsersResponseSchema>;

export const adminPurchaseStates = ['active', 'expired', 'refunded', 'revoked'] as const;
export type AdminPurchaseState = (typeof adminPurchaseStates)[number];

/** A purchase as the user page shows it: paid through checkout, or a comp an administrator granted. */
export const adminPurchaseSchema = z.object({
  id: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  purchasedAt: z.string(),
  /** null: no expiry. */
  expiresAt: z.string().nullable(),
  state: z.enum(adminPurchaseStates),
  /** A comp is free access granted by an administrator: never revenue. */
  source: z.enum(['checkout', 'comp']),
  amountPaidCents: z.number().int().nullable(),
  couponCode: z.string().nullable(),
  /** The administrator (user id) who granted a comp. */
  grantedBy: z.string().nullable(),
  revokedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type AdminPurchase = z.infer<typeof adminPurchaseSchema>;

/** GET /api/admin/users/{userId} */
export const userDetailSchema = z.object({
  user: z.object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    emailVerified: z.boolean(),
    /** null for an account made outside sign-up that has no profile yet (the first administrator). */
    createdAt: z.string().nullable(),
    role: adminUserRoleSchema,
    enabled: z.boolean(),
    examType: z.enum(['barrister', 'solicitor', 'both']).nullable(),
    plannedSitting: z.string().nullable(),
    timeMultiplier: z.number(),
  }),
  /** What the user can open now: Free, Barrister, Solicitor or Complete access, and the packs behind it. */
  access: z.object({
    tier: z.enum(['free', 'barrister', 'solicitor', 'complete']),
    packs: z.array(z.object({ packageId: z.string(), packageName: z.string(), expiresAt: z.string().nullable(), comp: z.boolean() })),
  }),
  /** Newest first. */
  purchases: z.array(adminPurchaseSchema),
  /** Live ones first, newest first. */
  sessions: z.array(sessionSchema),
  securityScore: z.number().int().min(0).max(100),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** GET /api/admin/users/{userId}/attempts: completed attempts, newest first. */
export const userAttemptsResponseSchema = z.object({ items: z.array(historyItemSchema), nextCursor: z.string().nullable() });
export type UserAttemptsResponse = z.infer<typeof userAttemptsResponseSchema>;

export const auditEntrySchema = z.object({
  timestamp: z.string(),
  actionType: z.string(),
  action: z.string(),
  success: z.boolean(),
  ipAddress: z.string(),
  userAgent: z.string(),
  errorMessage: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/users/{userId}/audit: the user's audit trail, newest first. */
export const userAuditResponseSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type UserAuditResponse = z.infer<typeof userAuditResponseSchema>;

const expiresAt = z.iso.datetime({ offset: true, error: 'expiresAt is an ISO 8601 date and time' }).transform((value) => new Date(value).toISOString());

/** PUT /api/admin/users/{userId}/role */
export const setRoleRequestSchema = z.object({ role: adminUserRoleSchema }).strict();
export type SetRoleRequest = z.infer<typeof setRoleRequestSchema>;
export const setRoleResponseSchema = z.object({ userId: z.string(), role: adminUserRoleSchema });

/** POST /api/admin/users/{userId}/grants: a comp of a pack until a time. */
export const grantRequestSchema = z.object({ packageId: z.string().min(1, 'Choose a pack').max(100), expiresAt }).strict();
export type GrantRequest = z.input<typeof grantRequestSchema>;

/** POST /api/admin/users/{userId}/purchases/{purchaseId}/extend */
export const extendRequestSchema = z.object({ expiresAt }).strict();
export type ExtendRequest = z.input<typeof extendRequestSchema>;

/** The actions without a body (revoke, resend verification, sign out everywhere, disable, enable): none, or {}. */
export const noBodySchema = z.object({}).strict().optional();

export const purchaseResponseSchema = z.object({ purchase: adminPurchaseSchema });
export const accountStateResponseSchema = z.object({ userId: z.string(), enabled: z.boolean() });
export const actionResponseSchema = z.object({ status: z.enum(['sent', 'signed_out']) });

/** The audit actions this page records, on the administrator's trail and, for the record, on the user's. */
export const adminUserActions = {
  comp_granted: 'user_comp_granted',
  access_extended: 'user_access_extended',
  access_revoked: 'user_access_revoked',
  verification_resent: 'user_verification_resent',
  signed_out: 'user_signed_out_everywhere',
  disabled: 'user_disabled',
  enabled: 'user_enabled',
  role_changed: 'user_role_changed',
} as const;
