import { passwordResetConfirmSchema, passwordResetRequestSchema } from '#shared/api/auth';
import { confirmPasswordReset, requestPasswordReset } from '../account/password-reset.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** Visitors: ask for a one-time reset link, and set a new password with it. */
export const handler = apiFunction('password-reset', {
  requestPasswordReset: async ({ body, origin }) => {
    await requestPasswordReset(body(passwordResetRequestSchema).email, origin);
    return json(202, { status: 'ok' });
  },
  confirmPasswordReset: async ({ body, origin }) => {
    const { token, newPassword } = body(passwordResetConfirmSchema);
    await confirmPasswordReset(token, newPassword, origin);
    return json(200, { status: 'changed' });
  },
});
