import { signupRequestSchema, verifyEmailRequestSchema } from '#shared/api/auth';
import { verifyEmail } from '../account/email-verification.ts';
import { signUp } from '../account/sign-up.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** Visitors: create an account, and confirm its address from the emailed link. */
export const handler = apiFunction('sign-up', {
  signUp: async ({ body, origin }) => {
    await signUp(body(signupRequestSchema), origin);
    return json(201, { status: 'ok' });
  },
  verifyEmail: async ({ body, origin }) => {
    await verifyEmail(body(verifyEmailRequestSchema).token, origin);
    return json(200, { status: 'verified' });
  },
});
