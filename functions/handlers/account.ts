import { changePasswordRequestSchema } from '#shared/api/account';
import { updateEmailPreferencesRequestSchema } from '#shared/api/email-preferences';
import { changePassword } from '../account/change-password.ts';
import { updateEmailPreferences } from '../account/email-preferences.ts';
import { resendActivation } from '../account/email-verification.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** The caller's account: change the password (the sign-up rules apply), send the activation link again, marketing email on or off. */
export const handler = apiFunction('account', {
  changePassword: async ({ caller, event, body, origin }) => {
    const accessToken = (event.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    return json(200, await changePassword(caller, accessToken, body(changePasswordRequestSchema), origin));
  },
  resendActivation: async ({ caller, origin }) => {
    await resendActivation(caller, origin);
    return json(202, { status: 'sent' });
  },
  updateEmailPreferences: async ({ caller, body, origin }) => json(200, await updateEmailPreferences(caller, body(updateEmailPreferencesRequestSchema), origin)),
});
