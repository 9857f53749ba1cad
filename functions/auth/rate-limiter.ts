import { createHash, randomBytes } from 'node:crypto';
import { LOGIN_TICKET_SECONDS } from '#shared/auth/login-ticket';
import {
  decideCounted,
  evaluate,
  IP_RATE_LIMITS,
  KNOWN_PLACE_DAYS,
  LOGIN_ADDRESS_LIMIT,
  RATE_LIMITS,
  rateLimitMessage,
  type RateLimitAction,
  type RateLimitResult,
} from '#shared/auth/rate-limit';
import {
  clearLoginCounters,
  getCounter,
  getLoginTicket,
  isKnownPlace,
  placeCounterSk,
  putKnownPlace,
  putLoginTicket,
  putPendingLogin,
  recordAttempt,
  releaseAttempt,
} from '../data/rate-limits.ts';
import { RateLimitedError } from '../lib/errors.ts';

export interface Subject {
  identifier: string;
  /** Absent where the caller's address is unknown. */
  ip?: string;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const normalise = (identifier: string) => identifier.trim().toLowerCase();

/** The stricter of some answers: refused beats allowed, then the longer wait, then fewer attempts left. */
function stricter(...answers: RateLimitResult[]): RateLimitResult {
  return answers.reduce((a, b) => {
    if (a.allowed !== b.allowed) return a.allowed ? b : a;
    if (a.retryAfter !== b.retryAfter) return a.retryAfter > b.retryAfter ? a : b;
    return a.attemptsRemaining <= b.attemptsRemaining ? a : b;
  });
}

/** Where a subject stands, without counting anything (what the browser asks before a sign-up or reset). */
export async function peekRateLimit(action: RateLimitAction, subject: Subject): Promise<RateLimitResult> {
  const now = nowSeconds();
  const byIdentifier = evaluate(await getCounter(action, 'id', subject.identifier), RATE_LIMITS[action], now);
  if (!subject.ip) return byIdentifier;
  return stricter(byIdentifier, evaluate(await getCounter(action, 'ip', subject.ip), IP_RATE_LIMITS[action], now));
}

/**
 * Counts one attempt at `action` and refuses it (RateLimitedError, a 429 with Retry-After and
 * the spec's message) when it is over a limit. The decision is made on the values the atomic
 * counts returned, so parallel attempts cannot all pass on a read taken before any of them
 * counted. Used where the action really happens: sign-up, password reset, verification emails,
 * the checkout limits. Sign-ins have their own (consumeLoginAttempt).
 */
export async function consumeRateLimit(action: RateLimitAction, subject: Subject): Promise<RateLimitResult> {
  const before = await peekRateLimit(action, subject);
  if (!before.allowed) throw new RateLimitedError(rateLimitMessage(action, before), before.retryAfter);
  const now = nowSeconds();
  const [byIdentifier, byIp] = await Promise.all([
    recordAttempt(action, 'id', subject.identifier, RATE_LIMITS[action], now),
    subject.ip ? recordAttempt(action, 'ip', subject.ip, IP_RATE_LIMITS[action], now) : undefined,
  ]);
  const answers = [decideCounted(byIdentifier, byIdentifier.counted, RATE_LIMITS[action], now)];
  if (byIp) answers.push(decideCounted(byIp, byIp.counted, IP_RATE_LIMITS[action], now));
  const result = stricter(...answers);
  if (!result.allowed) throw new RateLimitedError(rateLimitMessage(action, result), result.retryAfter);
  return result;
}

/*
 * Sign-ins (docs/rate-limiting.md). Cognito's pre-authentication trigger counts every password
 * sign-in, but sees no client IP. The login page's check (POST /api/auth-rate-limiter), which
 * does, hands out a ticket naming the address and the IP; the page passes it to Cognito as
 * ClientMetadata and the trigger counts the attempt against that place. A sign-in without a valid
 * ticket (sent to Cognito directly) counts against the place "direct".
 */

/** A sign-in's place: the IP its ticket vouches for, or "direct". */
export const DIRECT = 'direct';
const isIp = (place: string) => place !== DIRECT;
const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A ticket for one address from one IP, valid LOGIN_TICKET_SECONDS; only its hash is stored. */
export async function issueLoginTicket(address: string, ip: string): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await putLoginTicket(hashOf(ticket), { address: normalise(address), ip, expiresAt: nowSeconds() + LOGIN_TICKET_SECONDS });
  return ticket;
}

/** The place a sign-in comes from: its ticket's IP when the ticket is valid and for this address, else "direct". */
export async function placeOfSignIn(address: string, ticket: string | undefined): Promise<string> {
  if (!ticket || ticket.length > 200) return DIRECT;
  const stored = await getLoginTicket(hashOf(ticket));
  return stored && stored.address === normalise(address) && stored.expiresAt > nowSeconds() ? stored.ip : DIRECT;
}

/**
 * Where a sign-in from this IP stands, counting nothing (the login page's check): the address's
 * counter for this place, the address-wide counter unless the address signed in from here
 * before, and the IP's failures. Unknown addresses are counted exactly like accounts, so the
 * answer says nothing about whether an account exists.
 */
export async function peekLogin(address: string, ip: string): Promise<RateLimitResult> {
  const now = nowSeconds();
  const [place, wide, known, byIp] = await Promise.all([
    getCounter('login', 'id', address, placeCounterSk(ip)),
    getCounter('login', 'id', address),
    isKnownPlace(address, ip, now),
    getCounter('login', 'ip', ip),
  ]);
  const answers = [evaluate(place, RATE_LIMITS.login, now), evaluate(byIp, IP_RATE_LIMITS.login, now)];
  if (!known) answers.push(evaluate(wide, LOGIN_ADDRESS_LIMIT, now));
  return stricter(...answers);
}

export interface LoginCount {
  /** This attempt's number at its place since the address's last successful sign-in. */
  attemptsHere: number;
  /** False when the place was blocked and nothing was counted. */
  countedHere: boolean;
  /** Sign-ins from this IP that have not succeeded (failures, and this one), when the place is an IP. */
  ipUnresolved?: number;
  /** Set when the attempt is refused: the spec's blocked message and the wait in seconds. */
  refused?: { message: string; retryAfter: number };
}

/**
 * Counts a sign-in attempt before Cognito checks the password, and refuses it when over a limit,
 * deciding on the values the atomic counts return: the address at this place (5 per 15 minutes,
 * the 5th failure blocks it here for 15 minutes), then the address from all the places it never
 * signed in from (LOGIN_ADDRESS_LIMIT, 20), then the IP (30); a success takes its own attempt
 * back from those two, so what stays there is failures. A refused attempt counts nowhere further.
 * Every refusal reads as the spec's blocked message.
 */
export async function consumeLoginAttempt(address: string, place: string): Promise<LoginCount> {
  const now = nowSeconds();
  const [here, known] = await Promise.all([
    recordAttempt('login', 'id', address, RATE_LIMITS.login, now, placeCounterSk(place)),
    isIp(place) ? isKnownPlace(address, place, now) : false,
  ]);
  const count: LoginCount = { attemptsHere: here.attempts, countedHere: here.counted };
  const refuse = (result: RateLimitResult): LoginCount => ({
    ...count,
    refused: { message: rateLimitMessage('login', { ...result, reason: 'blocked' }), retryAfter: result.retryAfter },
  });
  const byPlace = decideCounted(here, here.counted, RATE_LIMITS.login, now);
  if (!byPlace.allowed) return refuse(byPlace);
  const countedWide = !known;
  if (countedWide) {
    const wide = await recordAttempt('login', 'id', address, LOGIN_ADDRESS_LIMIT, now);
    const byAddress = decideCounted(wide, wide.counted, LOGIN_ADDRESS_LIMIT, now);
    if (!byAddress.allowed) return refuse(byAddress);
  }
  if (isIp(place)) {
    const byIp = await recordAttempt('login', 'ip', place, IP_RATE_LIMITS.login, now);
    count.ipUnresolved = byIp.attempts;
    const decision = decideCounted(byIp, byIp.counted, IP_RATE_LIMITS.login, now);
    if (!decision.allowed) return refuse(decision);
  }
  await putPendingLogin(address, { place, at: now, countedWide });
  return count;
}

/** How long after its pre-authentication a sign-in's success is matched to its place. */
const SIGN_IN_SECONDS = 5 * 60;

/**
 * A successful sign-in: the address's counters start again at every place; the attempt takes
 * back its count from the address-wide counter (if it was counted there) and from its IP, so
 * those keep only failures; and its place becomes a known place of the address. The address-wide
 * count of failures from new places is not cleared, so the candidate's successes do not renew a
 * distributed guesser's allowance.
 */
export async function loginSucceeded(address: string): Promise<void> {
  const now = nowSeconds();
  const pending = await clearLoginCounters(address, now, SIGN_IN_SECONDS);
  if (!pending) return;
  await Promise.all([
    pending.countedWide ? releaseAttempt('login', 'id', address, LOGIN_ADDRESS_LIMIT, pending.at, now) : undefined,
    isIp(pending.place) ? releaseAttempt('login', 'ip', pending.place, IP_RATE_LIMITS.login, pending.at, now) : undefined,
    isIp(pending.place) ? putKnownPlace(address, pending.place, now, KNOWN_PLACE_DAYS) : undefined,
  ]);
}
