import { z } from 'zod';

export const adminRoles = ['super_admin', 'content_manager'] as const;
export type AdminRole = (typeof adminRoles)[number];

/** GET /api/me */
export const meResponseSchema = z.object({
  userId: z.string(),
  email: z.string(),
  displayName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  adminRole: z.enum(adminRoles).nullable(),
});

export type MeResponse = z.infer<typeof meResponseSchema>;

/** PATCH /api/me: the name the greeting uses. */
export const updateMeRequestSchema = z
  .object({
    firstName: z.string().trim().min(1, 'First name cannot be empty').max(50, 'First name is at most 50 characters'),
    lastName: z.string().trim().max(50, 'Last name is at most 50 characters').optional(),
  })
  .strict();

export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;
