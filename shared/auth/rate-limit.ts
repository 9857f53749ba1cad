import { z } from 'zod';

/**
 * Rate limits for the three account actions (docs/rate-limiting.md). Counters live in DynamoDB,
 * one per action and key (an identifier such as an email address, or a client IP), and expire
 * with TTL. The numbers here are the policy; the server enforces them and the browser only
 * shows the result.
 */
export const rateLimitActions = ['login', 'signup', 'passwordReset', 'verificationEmail'] as const;
/**
 * Counted per signed-in user by the checkout API only (coupon codes must not be guessable by
 * trying them); not something the browser's pre-check (rateLimitRequestSchema) asks about.
 */
export const checkoutRateLimitActions = ['couponValidation', 'checkoutQuote'] as const;
/** Counted per signed-in user by the exam API only: reports of problems with questions. */
export const examRateLimitActions = ['questionReport'] as const;
/** Counted per administrator: test emails from /admin/email (each one really goes out through SES). */
export const adminRateLimitActions = ['adminTestEmail'] as const;
export type RateLimitAction =
  | (typeof rateLimitActions)[number]
  | (typeof checkoutRateLimitActions)[number]
  | (typeof examRateLimitActions)[number]
  | (typeof adminRateLimitActions)[number];

export interface RateLimitPolicy {
  /** Attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
  /** How long a key stays blocked once it reaches the limit (0: no block, wait for the window). */
  blockSeconds: number;
}

export const RATE_LIMITS: Record<RateLimitAction, RateLimitPolicy> = {
  login: { limit: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  signup: { limit: 3, windowSeconds: 60 * 60, blockSeconds: 0 },
  passwordReset: { limit: 3, windowSeconds: 60 * 60, blockSeconds: 0 },
  verificationEmail: { limit: 3, windowSeconds: 60 * 60, blockSeconds: 0 },
  // A buyer checks a code or two and re-prices a few times; far more is someone guessing codes.
  couponValidation: { limit: 10, windowSeconds: 60, blockSeconds: 0 },
  checkoutQuote: { limit: 20, windowSeconds: 60, blockSeconds: 0 },
  // A candidate reports a question now and then; 30 an hour is far beyond that, and keeps the triage list clean.
  questionReport: { limit: 30, windowSeconds: 60 * 60, blockSeconds: 0 },
  // Enough to check every template once or twice an hour; not a way to mail oneself in bulk.
  adminTestEmail: { limit: 20, windowSeconds: 60 * 60, blockSeconds: 0 },
};

/** Per client IP, looser: several people can share one (an office, a law school). */
export const IP_RATE_LIMITS: Record<RateLimitAction, RateLimitPolicy> = {
  login: { limit: 30, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  signup: { limit: 10, windowSeconds: 60 * 60, blockSeconds: 0 },
  passwordReset: { limit: 10, windowSeconds: 60 * 60, blockSeconds: 0 },
  verificationEmail: { limit: 10, windowSeconds: 60 * 60, blockSeconds: 0 },
  // Not counted: the checkout and question-report limits are per user.
  couponValidation: { limit: 10, windowSeconds: 60, blockSeconds: 0 },
  checkoutQuote: { limit: 20, windowSeconds: 60, blockSeconds: 0 },
  questionReport: { limit: 30, windowSeconds: 60 * 60, blockSeconds: 0 },
  adminTestEmail: { limit: 20, windowSeconds: 60 * 60, blockSeconds: 0 },
};

/**
 * Sign-ins are counted per address *and place* (RATE_LIMITS.login: the client IP the login page's
 * check saw, or "direct" for a sign-in sent to Cognito without that check), so someone guessing
 * from elsewhere blocks only themselves. This limit caps one address's guesses from all the places
 * it has never signed in from, so a guesser with many addresses gets 20 a quarter hour, not 5 each;
 * a place where the candidate signed in before is not held by it (docs/rate-limiting.md).
 */
export const LOGIN_ADDRESS_LIMIT: RateLimitPolicy = { limit: 20, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
/** How long a place where an address signed in stays "known" to it (exempt from LOGIN_ADDRESS_LIMIT). */
export const KNOWN_PLACE_DAYS = 90;

/** Spec (platform §7): if the limiter cannot be reached, the browser allows with 5 remaining. */
export const FALLBACK_ATTEMPTS_REMAINING = 5;

export interface CounterState {
  attempts: number;
  /** Epoch seconds. */
  windowEndsAt: number;
  blockedUntil?: number;
}

export const rateLimitResultSchema = z.object({
  allowed: z.boolean(),
  reason: z.enum(['ok', 'blocked', 'too_many_attempts']),
  attempts: z.number().int().nonnegative(),
  attemptsRemaining: z.number().int().nonnegative(),
  /** Milliseconds the browser should wait before trying (0 when allowed). */
  delay: z.number().int().nonnegative(),
  /** Seconds until the block or window ends (0 when allowed). */
  retryAfter: z.number().int().nonnegative(),
});
export type RateLimitResult = z.infer<typeof rateLimitResultSchema>;

/**
 * The login check's answer: the spec's fields and a ticket, which the page passes to Cognito as
 * ClientMetadata (shared/auth/login-ticket.ts) so the pre-authentication trigger, which sees no IP, counts
 * the attempt against the place the check saw.
 */
export const limiterAnswerSchema = rateLimitResultSchema.extend({ ticket: z.string().optional() });
export type LimiterAnswer = z.infer<typeof limiterAnswerSchema>;

/** What a counter means now: the decision both the API and the Cognito triggers apply. */
export function evaluate(state: CounterState | undefined, policy: RateLimitPolicy, nowSeconds: number): RateLimitResult {
  if (state?.blockedUntil && state.blockedUntil > nowSeconds) {
    const retryAfter = state.blockedUntil - nowSeconds;
    return { allowed: false, reason: 'blocked', attempts: state.attempts, attemptsRemaining: 0, delay: retryAfter * 1000, retryAfter };
  }
  const active = state && state.windowEndsAt > nowSeconds ? state : undefined;
  const attempts = active?.attempts ?? 0;
  if (active && attempts >= policy.limit) {
    const retryAfter = active.windowEndsAt - nowSeconds;
    return { allowed: false, reason: 'too_many_attempts', attempts, attemptsRemaining: 0, delay: retryAfter * 1000, retryAfter };
  }
  return { allowed: true, reason: 'ok', attempts, attemptsRemaining: policy.limit - attempts, delay: 0, retryAfter: 0 };
}

/**
 * The decision on a counter just incremented (an atomic ADD, the value it returned): this attempt
 * is within the limit, or it is refused. Deciding on the returned value, not on a read before the
 * write, is what keeps parallel attempts from all passing. `counted` is false when the write was
 * refused because the key is blocked. With a block policy every refusal reads as the block (one
 * racing a concurrent attempt that is setting it included).
 */
export function decideCounted(state: CounterState, counted: boolean, policy: RateLimitPolicy, nowSeconds: number): RateLimitResult {
  if (counted && state.attempts <= policy.limit) {
    return { allowed: true, reason: 'ok', attempts: state.attempts, attemptsRemaining: policy.limit - state.attempts, delay: 0, retryAfter: 0 };
  }
  const refused = evaluate(state, policy, nowSeconds);
  if (!refused.allowed && (refused.reason === 'blocked' || policy.blockSeconds === 0)) return refused;
  const retryAfter = policy.blockSeconds || Math.max(1, state.windowEndsAt - nowSeconds);
  return { allowed: false, reason: policy.blockSeconds ? 'blocked' : 'too_many_attempts', attempts: state.attempts, attemptsRemaining: 0, delay: retryAfter * 1000, retryAfter };
}

export const rateLimitRequestSchema = z
  .object({
    action: z.enum(rateLimitActions),
    identifier: z.string().trim().toLowerCase().min(1, 'identifier is required').max(320),
    userAgent: z.string().max(1000).optional(),
    deviceFingerprint: z.string().max(2000).optional(),
  })
  .strict();
export type RateLimitRequest = z.infer<typeof rateLimitRequestSchema>;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The spec's messages (platform §8) for a refused attempt. */
export function rateLimitMessage(action: RateLimitAction, result: RateLimitResult): string {
  const blocked = result.reason === 'blocked' || result.retryAfter > 0;
  switch (action) {
    case 'login':
      return result.reason === 'blocked'
        ? `Account temporarily blocked. Try again in ${minutes(result.retryAfter)} minutes.`
        : `Too many login attempts. ${result.attemptsRemaining} attempts remaining.`;
    case 'signup':
      return blocked
        ? `Signup temporarily blocked. Try again in ${minutes(result.retryAfter)} minutes.`
        : 'Too many signup attempts. Please try again later.';
    case 'passwordReset':
      return blocked
        ? `Password reset temporarily blocked. Try again in ${minutes(result.retryAfter)} minutes.`
        : 'Too many password reset attempts. Please try again later.';
    case 'verificationEmail':
      return `Too many verification emails. Try again in ${minutes(result.retryAfter)} minutes.`;
    case 'couponValidation':
      return `Too many coupon checks. Try again in ${Math.max(1, result.retryAfter)} seconds.`;
    case 'checkoutQuote':
      return `Too many price checks. Try again in ${Math.max(1, result.retryAfter)} seconds.`;
    case 'questionReport':
      return `Too many question reports. Try again in ${minutes(result.retryAfter)} minutes.`;
    case 'adminTestEmail':
      return `Too many test emails. Try again in ${minutes(result.retryAfter)} minutes.`;
  }
}
