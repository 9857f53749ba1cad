import { signupRequestSchema } from '#shared/api/auth';
import { rateLimitRequestSchema } from '#shared/auth/rate-limit';
import { checkRateLimit } from '../auth/check-rate-limit.ts';
import { signUp } from '../account/sign-up.ts';
import { clientIp } from '../lib/client-ip.ts';
import { NotFoundError } from '../lib/errors.ts';
import { apiHandler, json, parseBody } from '../lib/http.ts';

/** Public account routes: sign-up and the pre-attempt rate-limit check. */
export const handler = apiHandler(async (event) => {
  const origin = { ip: clientIp(event), userAgent: event.requestContext.http.userAgent };
  switch (event.routeKey) {
    case 'POST /api/auth/signup':
      await signUp(parseBody(event, signupRequestSchema), origin);
      return json(201, { status: 'ok' });
    case 'POST /api/auth-rate-limiter':
      return json(200, await checkRateLimit(parseBody(event, rateLimitRequestSchema), origin.ip));
    default:
      throw new NotFoundError();
  }
});
