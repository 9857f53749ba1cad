import { z } from 'zod';
import { TIME_MULTIPLIERS } from '../exam/timing.ts';

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
  /** The time accommodation applied to new timed attempts (1 = standard time). */
  timeMultiplier: z.number(),
  /** Which exam the candidate prepares for (sign-up), for the countdown; null: not said. */
  examType: z.enum(['barrister', 'solicitor', 'both']).nullable(),
  /** The sitting chosen at sign-up ("winter-2027"), or null. */
  plannedSitting: z.string().nullable(),
});

export type MeResponse = z.infer<typeof meResponseSchema>;

/** PATCH /api/me: the name the greeting uses, and the time accommodation to practise with. */
export const updateMeRequestSchema = z
  .object({
    firstName: z.string().trim().min(1, 'First name cannot be empty').max(50, 'First name is at most 50 characters').optional(),
    lastName: z.string().trim().max(50, 'Last name is at most 50 characters').optional(),
    timeMultiplier: z
      .number()
      .refine((value) => (TIME_MULTIPLIERS as readonly number[]).includes(value), `Time accommodation must be one of ${TIME_MULTIPLIERS.join(', ')}`)
      .optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');

export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;
