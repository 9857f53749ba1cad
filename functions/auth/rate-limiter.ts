import {
  evaluate,
  IP_RATE_LIMITS,
  RATE_LIMITS,
  rateLimitMessage,
  type CounterState,
  type RateLimitAction,
  type RateLimitResult,
} from '#shared/auth/rate-limit';
import { getCounter, recordAttempt, resetCounter } from '../data/rate-limits.ts';
import { RateLimitedError } from '../lib/errors.ts';

export interface Subject {
  identifier: string;
  /** Absent where the caller's address is unknown (a Cognito trigger on AWS). */
  ip?: string;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The stricter of two answers: refused beats allowed, then the longer wait, then fewer attempts left. */
function stricter(a: RateLimitResult, b: RateLimitResult): RateLimitResult {
  if (a.allowed !== b.allowed) return a.allowed ? b : a;
  if (a.retryAfter !== b.retryAfter) return a.retryAfter > b.retryAfter ? a : b;
  return a.attemptsRemaining <= b.attemptsRemaining ? a : b;
}

/** Where a subject stands, without counting anything (what the browser asks before an attempt). */
export async function peekRateLimit(action: RateLimitAction, subject: Subject): Promise<RateLimitResult> {
  const now = nowSeconds();
  const byIdentifier = evaluate(await getCounter(action, 'id', subject.identifier), RATE_LIMITS[action], now);
  if (!subject.ip) return byIdentifier;
  return stricter(byIdentifier, evaluate(await getCounter(action, 'ip', subject.ip), IP_RATE_LIMITS[action], now));
}

/**
 * Counts one attempt at `action` and refuses it (RateLimitedError, a 429 with Retry-After and
 * the spec's message) when the subject is already over a limit. Used wherever the action really
 * happens: the sign-up and password-reset endpoints, and Cognito's pre-authentication trigger.
 */
export async function consumeRateLimit(action: RateLimitAction, subject: Subject): Promise<RateLimitResult> {
  const before = await peekRateLimit(action, subject);
  if (!before.allowed) throw new RateLimitedError(rateLimitMessage(action, before), before.retryAfter);
  const now = nowSeconds();
  const counters = [recordAttempt(action, 'id', subject.identifier, RATE_LIMITS[action], now)];
  if (subject.ip) counters.push(recordAttempt(action, 'ip', subject.ip, IP_RATE_LIMITS[action], now));
  await Promise.all(counters);
  return peekRateLimit(action, subject);
}

/** The IP counter alone: the browser's pre-login check is the only place that knows the address. */
export async function recordIpAttempt(action: RateLimitAction, ip: string): Promise<CounterState> {
  return recordAttempt(action, 'ip', ip, IP_RATE_LIMITS[action], nowSeconds());
}

export async function clearLoginFailures(identifier: string): Promise<void> {
  await resetCounter('login', 'id', identifier);
}
