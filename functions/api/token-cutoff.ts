import { getTokensValidFrom } from '../data/sessions.ts';
import { UnauthorizedError } from '../lib/errors.ts';
import type { Caller } from './caller.ts';

/**
 * Access tokens live 15 minutes and API Gateway's authorizer cannot revoke them. So every
 * signed-in request also checks the user's token cutoff: a token issued before it (sign out
 * everywhere, a password change or reset) is a 401 at once. The read is cached per warm
 * function for a few seconds; the function that moves the cutoff forgets its copy, so on one
 * machine (and in the local stack) it bites on the very next request, and on AWS within
 * CACHE_MS in the other warm functions.
 */
const CACHE_MS = 5_000;
const cache = new Map<string, { validFrom: number; readAt: number }>();

async function validFrom(userId: string, now: number): Promise<number> {
  const cached = cache.get(userId);
  if (cached && now - cached.readAt < CACHE_MS) return cached.validFrom;
  const value = await getTokensValidFrom(userId);
  if (cache.size > 10_000) cache.clear();
  cache.set(userId, { validFrom: value, readAt: now });
  return value;
}

export function forgetTokenCutoff(userId: string): void {
  cache.delete(userId);
}

export async function refuseRevokedToken(caller: Caller, now = Date.now()): Promise<void> {
  const cutoff = await validFrom(caller.userId, now);
  if (cutoff && (caller.issuedAt ?? 0) < cutoff) throw new UnauthorizedError('Your session has ended. Please sign in again.');
}
