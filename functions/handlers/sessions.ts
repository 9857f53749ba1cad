import { endSessionRequestSchema, registerSessionRequestSchema, sessionIdPathSchema } from '#shared/api/sessions';
import { endSession, recordActivity, registerSession, signOutEverywhere } from '../account/sessions.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** The caller's sessions: register, keep alive, end, and sign out everywhere. */
export const handler = apiFunction('sessions', {
  registerSession: async ({ caller, body, origin }) => json(201, await registerSession(caller, body(registerSessionRequestSchema).deviceInfo, origin)),
  recordActivity: async ({ caller, path }) => json(200, await recordActivity(caller, path(sessionIdPathSchema).sessionId)),
  endSession: async ({ caller, path, body, origin }) => {
    await endSession(caller, path(sessionIdPathSchema).sessionId, body(endSessionRequestSchema).reason, origin);
    return json(200, { status: 'ended' });
  },
  signOutEverywhere: async ({ caller, origin }) => {
    await signOutEverywhere(caller, origin);
    return json(200, { status: 'signed_out' });
  },
});
