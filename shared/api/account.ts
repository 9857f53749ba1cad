import { z } from 'zod';

/** GET /api/account/activity: the caller's own recent account events, newest first. */
export const accountActivitySchema = z.object({
  events: z.array(
    z.object({
      action: z.string(),
      actionType: z.string(),
      success: z.boolean(),
      ipAddress: z.string(),
      userAgent: z.string(),
      errorMessage: z.string().optional(),
      timestamp: z.string(),
    }),
  ),
});
export type AccountActivity = z.infer<typeof accountActivitySchema>;

/** POST /api/account/password. The new password follows the sign-up rules (shared/auth/validation.ts). */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(256),
    newPassword: z.string().min(1).max(256),
  })
  .strict();
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * Every session is signed out by a password change, this one too: tokens issued from
 * `tokensValidFrom` (epoch seconds) on are valid, so the browser signs in again after it.
 */
export const changePasswordResponseSchema = z.object({ status: z.literal('changed'), tokensValidFrom: z.number().int() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
