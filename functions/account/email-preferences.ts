import { UNSUBSCRIBE_LINK_INVALID, type EmailPreferences, type UnsubscribeResponse } from '#shared/api/email-preferences';
import type { Caller } from '../api/caller.ts';
import { getEmailPreferences, setMarketingEmails, type PreferenceChannel } from '../data/email-preferences.ts';
import { findToken } from '../data/one-time-tokens.ts';
import { BadRequestError } from '../lib/errors.ts';
import type { RequestOrigin } from '../lib/request-origin.ts';
import { audit } from '../security/audit.ts';

/**
 * Marketing email on or off (CASL). Account and security email is not a preference: it always
 * goes. The send path (functions/email/send-email.ts) reads the preference at each marketing send.
 */
export async function emailPreferencesOf(caller: Caller): Promise<EmailPreferences> {
  return { marketingEmails: (await getEmailPreferences(caller.userId)).marketing };
}

async function change(userId: string, marketing: boolean, via: PreferenceChannel, origin: RequestOrigin): Promise<void> {
  // Audited only when it changed: a repeat (a second click, a second tab) is not a new decision.
  if (await setMarketingEmails(userId, marketing, via)) {
    await audit({ userId, actionType: 'account', action: marketing ? 'marketing_emails_on' : 'marketing_emails_off', success: true, ...origin, metadata: { via } });
  }
}

/** The account page's switch. */
export async function updateEmailPreferences(caller: Caller, input: EmailPreferences, origin: RequestOrigin): Promise<EmailPreferences> {
  await change(caller.userId, input.marketingEmails, 'account', origin);
  return { marketingEmails: input.marketingEmails };
}

/** p•••@example.com: who the link was for, without showing the whole address to whoever holds it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/**
 * The link in a marketing email: no sign-in, works as often as it is followed (the answer is the
 * same each time), for a year after the email was sent. Unknown or expired: a 400 that says what to do.
 */
export async function unsubscribeWithToken(token: string, origin: RequestOrigin): Promise<UnsubscribeResponse> {
  const record = await findToken('unsubscribe', token);
  if (!record) throw new BadRequestError(UNSUBSCRIBE_LINK_INVALID, 'Link Not Valid');
  await change(record.userId, false, 'unsubscribe_link', origin);
  return { status: 'unsubscribed', email: maskEmail(record.email) };
}
