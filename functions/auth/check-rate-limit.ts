import type { LimiterAnswer, RateLimitRequest } from '#shared/auth/rate-limit';
import { issueLoginTicket, peekLogin, peekRateLimit } from './rate-limiter.ts';

/**
 * POST /api/auth-rate-limiter: what the browser asks before an attempt. It counts nothing: the
 * real actions do (sign-up, password reset, Cognito's pre-authentication for sign-ins). For a
 * sign-in it answers for the address at the caller's IP and hands out a ticket naming both, which
 * the page passes to Cognito so the sign-in is counted against this place (docs/rate-limiting.md).
 * The answer is the same whether or not the address has an account.
 */
export async function checkRateLimit(request: RateLimitRequest, ip: string): Promise<LimiterAnswer> {
  if (request.action !== 'login') return peekRateLimit(request.action, { identifier: request.identifier, ip });
  const [result, ticket] = await Promise.all([peekLogin(request.identifier, ip), issueLoginTicket(request.identifier, ip)]);
  return { ...result, ticket };
}
