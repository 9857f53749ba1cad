import { updateMeRequestSchema } from '#shared/api/me';
import { updateMe } from '../account/me.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** PATCH /api/me: the names the greeting uses and the time accommodation. */
export const handler = apiFunction('me-update', {
  updateMe: async ({ caller, body }) => json(200, await updateMe(caller, body(updateMeRequestSchema))),
});
