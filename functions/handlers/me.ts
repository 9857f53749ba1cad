import { updateMeRequestSchema } from '#shared/api/me';
import { requireCaller } from '../auth/caller.ts';
import { getMe, updateMe } from '../account/me.ts';
import { apiHandler, json, parseBody } from '../lib/http.ts';

/** GET /api/me: who the caller is, their display name and whether they are an admin. */
/** PATCH /api/me: change the first name the greeting uses. */
export const handler = apiHandler(async (event) => {
  const caller = requireCaller(event);
  if (event.requestContext.http.method === 'PATCH') {
    return json(200, await updateMe(caller, parseBody(event, updateMeRequestSchema)));
  }
  return json(200, await getMe(caller));
});
