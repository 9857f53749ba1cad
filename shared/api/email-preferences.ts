import { z } from 'zod';

/**
 * GET and PUT /api/account/email-preferences. Only marketing email (offers, exam reminders) can be
 * turned off; account and security email (sign-in, password, purchases, results) is always sent.
 */
export const emailPreferencesSchema = z.object({ marketingEmails: z.boolean() });
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const updateEmailPreferencesRequestSchema = z.object({ marketingEmails: z.boolean() }).strict();
export type UpdateEmailPreferencesRequest = z.infer<typeof updateEmailPreferencesRequestSchema>;

/** POST /api/email/unsubscribe: the token of the link in a marketing email; no sign-in needed. */
export const unsubscribeRequestSchema = z.object({ token: z.string().trim().min(20, 'This unsubscribe link is not valid').max(100) }).strict();

/** The same answer however often the link is used; the address is shown masked (p•••@example.com). */
export const unsubscribeResponseSchema = z.object({ status: z.literal('unsubscribed'), email: z.string() });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** The message of the 400 for an unknown or expired link, shown on /unsubscribe as it is. */
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid or has expired. Sign in and turn off marketing emails on your Account page, or write to us.';

/** POST /api/email/unsubscribe/one-click?token=...: the List-Unsubscribe URL mail clients POST to (RFC 8058). */
export const unsubscribeOneClickQuerySchema = z.object({ token: z.string().trim().min(20, 'This unsubscribe link is not valid').max(100) });
