import { z } from 'zod';

export const errorCodes = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'payment_unavailable',
  'email_unverified',
  'internal_error',
] as const;

export const errorBodySchema = z.object({
  error: z.enum(errorCodes),
  message: z.string(),
  /** A short heading for the message where the spec gives one (e.g. 'Password Too Common'). */
  title: z.string().optional(),
  /** Every problem, where there can be many (a question-bank import names each bad row). */
  issues: z.array(z.string()).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
