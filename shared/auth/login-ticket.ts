/**
 * The login page's ticket (docs/rate-limiting.md): POST /api/auth-rate-limiter hands one out for
 * an address and the caller's IP, the page passes it to Cognito as ClientMetadata under this key,
 * and the pre-authentication trigger (which sees no IP) counts the sign-in against that place.
 * Kept apart from rate-limit.ts so the sign-in code does not load zod with the first page.
 */
export const LOGIN_TICKET_FIELD = 'loginTicket';
/** How long a ticket vouches for the caller's IP. */
export const LOGIN_TICKET_SECONDS = 10 * 60;
