import { listSessions } from '../account/sessions.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** GET /api/sessions: the caller's sessions with the security score. */
export const handler = apiFunction('sessions-read', {
  listSessions: async ({ caller }) => json(200, await listSessions(caller)),
});
