import { issueToken } from '../data/one-time-tokens.ts';

/**
 * How long an unsubscribe link works: a year (CASL asks for at least 60 days after sending).
 * Each marketing email gets its own token, stored only as its hash; following it never uses it up.
 */
export const UNSUBSCRIBE_LINK_DAYS = 365;

export interface UnsubscribeLinks {
  /** The page that confirms and calls POST /api/email/unsubscribe (the link in the email's footer). */
  pageUrl: string;
  /** RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` here (the List-Unsubscribe header). */
  oneClickUrl: string;
}

/** The two links of one token (an admin preview shows them with a sample token that works nowhere). */
export function linksOfToken(appUrl: string, token: string): UnsubscribeLinks {
  return {
    pageUrl: `${appUrl}/unsubscribe?token=${token}`,
    oneClickUrl: `${appUrl}/api/email/unsubscribe/one-click?token=${token}`,
  };
}

export async function unsubscribeLinks(appUrl: string, userId: string, email: string): Promise<UnsubscribeLinks> {
  return linksOfToken(appUrl, await issueToken('unsubscribe', { userId, email }, UNSUBSCRIBE_LINK_DAYS * 86_400));
}
