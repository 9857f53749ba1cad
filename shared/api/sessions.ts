import { z } from 'zod';

/** Spec (platform §3): the device info a session is registered with. */
export const deviceInfoSchema = z
  .object({
    userAgent: z.string().max(200),
    platform: z.string().max(100),
    screenSize: z.string().max(40),
    language: z.string().max(40),
    timezone: z.string().max(80),
  })
  .strict();
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

export const registerSessionRequestSchema = z.object({ deviceInfo: deviceInfoSchema }).strict();

export const sessionEndReasons = ['user_logout', 'auth_signout', 'signed_out_everywhere', 'password_changed', 'expired', 'signed_out_by_admin', 'account_disabled'] as const;
export const endSessionRequestSchema = z.object({ reason: z.enum(['user_logout', 'auth_signout']) }).strict();

export const sessionSchema = z.object({
  id: z.string(),
  deviceInfo: deviceInfoSchema,
  ipAddress: z.string(),
  createdAt: z.string(),
  lastActivity: z.string(),
  expiresAt: z.string(),
  isActive: z.boolean(),
  endReason: z.enum(sessionEndReasons).nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.object({
  sessions: z.array(sessionSchema),
  securityScore: z.number().int().min(0).max(100),
});
export type SessionList = z.infer<typeof sessionListSchema>;

export const sessionIdPathSchema = z.object({ sessionId: z.uuid('Unknown session') });
