import { rateLimitRequestSchema } from '#shared/auth/rate-limit';
import { checkRateLimit } from '../auth/check-rate-limit.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** POST /api/auth-rate-limiter: what the browser asks before a sign-in, sign-up or reset attempt. */
export const handler = apiFunction('login-rate-limit', {
  checkRateLimit: async ({ body, origin }) => json(200, await checkRateLimit(body(rateLimitRequestSchema), origin.ipAddress)),
});
