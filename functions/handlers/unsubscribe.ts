import { unsubscribeOneClickQuerySchema, unsubscribeRequestSchema } from '#shared/api/email-preferences';
import { unsubscribeWithToken } from '../account/email-preferences.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/**
 * The unsubscribe link of a marketing email, without signing in: the /unsubscribe page posts the
 * token as JSON; a mail client's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click`
 * as a form to the URL in the List-Unsubscribe header, the token in its query. Both answer the same.
 */
export const handler = apiFunction('unsubscribe', {
  unsubscribe: async ({ body, origin }) => json(200, await unsubscribeWithToken(body(unsubscribeRequestSchema).token, origin)),
  unsubscribeOneClick: async ({ query, origin }) => json(200, await unsubscribeWithToken(query(unsubscribeOneClickQuerySchema).token, origin)),
});
