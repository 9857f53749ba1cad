import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../auth/validation.ts';

export const examTypes = ['barrister', 'solicitor', 'both'] as const;

/** POST /api/auth/signup. Password rules beyond the type are shared/auth/validation.ts. */
export const signupRequestSchema = z
  .object({
    email: z.email('Please enter a valid email address').trim().toLowerCase().max(254),
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    termsAccepted: z.literal(true, { error: 'You must agree to the Terms of Service and Privacy Policy.' }),
    firstName: z.string().trim().max(50).optional(),
    examType: z.enum(examTypes).optional(),
    /** The sitting the candidate plans to write, e.g. 'winter-2026-barrister'. */
    plannedSitting: z.string().trim().max(60).optional(),
    source: z.string().trim().max(100).optional(),
    referrer: z.string().trim().max(500).optional(),
  })
  .strict();

export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** The same answer whether or not the address already had an account. */
export const signupResponseSchema = z.object({ status: z.literal('ok') });

/** POST /api/auth/password-reset: always answers 202, whether or not the address has an account. */
export const passwordResetRequestSchema = z.object({ email: z.email('Please enter a valid email address').trim().toLowerCase().max(254) }).strict();

/** POST /api/auth/password-reset/confirm: the token from the emailed link and the new password. */
export const passwordResetConfirmSchema = z
  .object({
    token: z.string().trim().min(20, 'This reset link is not valid').max(100),
    newPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  })
  .strict();

/** POST /api/auth/verify-email: the token from the activation link. */
export const verifyEmailRequestSchema = z.object({ token: z.string().trim().min(20, 'This confirmation link is not valid').max(100) }).strict();
