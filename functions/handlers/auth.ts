import { passwordResetConfirmSchema, passwordResetRequestSchema, signupRequestSchema, verifyEmailRequestSchema } from '#shared/api/auth';
import { verifyEmail } from '../account/email-verification.ts';
import { confirmPasswordReset, requestPasswordReset } from '../account/password-reset.ts';
import { rateLimitRequestSchema } from '#shared/auth/rate-limit';
import { checkRateLimit } from '../auth/check-rate-limit.ts';
import { signUp } from '../account/sign-up.ts';
import { clientIp } from '../lib/client-ip.ts';
import { NotFoundError } from '../lib/errors.ts';
import { apiHandler, json, parseBody } from '../lib/http.ts';

/** Public account routes: sign-up, password reset and the pre-attempt rate-limit check. */
export const handler = apiHandler(async (event) => {
  const origin = { ip: clientIp(event), userAgent: event.requestContext.http.userAgent };
  const context = { ipAddress: origin.ip, userAgent: origin.userAgent.slice(0, 200) };
  switch (event.routeKey) {
    case 'POST /api/auth/signup':
      await signUp(parseBody(event, signupRequestSchema), origin);
      return json(201, { status: 'ok' });
    case 'POST /api/auth/password-reset':
      await requestPasswordReset(parseBody(event, passwordResetRequestSchema).email, context);
      return json(202, { status: 'ok' });
    case 'POST /api/auth/password-reset/confirm': {
      const { token, newPassword } = parseBody(event, passwordResetConfirmSchema);
      await confirmPasswordReset(token, newPassword, context);
      return json(200, { status: 'changed' });
    }
    case 'POST /api/auth/verify-email':
      await verifyEmail(parseBody(event, verifyEmailRequestSchema).token, context);
      return json(200, { status: 'verified' });
    case 'POST /api/auth-rate-limiter':
      return json(200, await checkRateLimit(parseBody(event, rateLimitRequestSchema), origin.ip));
    default:
      throw new NotFoundError();
  }
});
