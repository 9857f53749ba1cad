import { getMe } from '../account/me.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** GET /api/me: who the caller is, their display name and their admin role. */
export const handler = apiFunction('me', {
  getMe: async ({ caller }) => json(200, await getMe(caller)),
});
