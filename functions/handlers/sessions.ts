import { endSessionRequestSchema, registerSessionRequestSchema, sessionIdPathSchema } from '#shared/api/sessions';
import { requireCaller } from '../auth/caller.ts';
import { endSession, listSessions, recordActivity, registerSession, signOutEverywhere } from '../account/sessions.ts';
import { clientIp } from '../lib/client-ip.ts';
import { NotFoundError } from '../lib/errors.ts';
import { apiHandler, json, parseBody, parseInput } from '../lib/http.ts';

/** The caller's active sessions: register, keep alive, end, list, and sign out everywhere. */
export const handler = apiHandler(async (event) => {
  const caller = requireCaller(event);
  const origin = { ipAddress: clientIp(event), userAgent: event.requestContext.http.userAgent.slice(0, 200) };
  const sessionId = () => parseInput(sessionIdPathSchema, event.pathParameters ?? {}, 'path').sessionId;
  switch (event.routeKey) {
    case 'GET /api/sessions':
      return json(200, await listSessions(caller));
    case 'POST /api/sessions':
      return json(201, await registerSession(caller, parseBody(event, registerSessionRequestSchema).deviceInfo, origin));
    case 'POST /api/sessions/{sessionId}/activity':
      return json(200, await recordActivity(caller, sessionId()));
    case 'POST /api/sessions/{sessionId}/end':
      await endSession(caller, sessionId(), parseBody(event, endSessionRequestSchema).reason, origin);
      return json(200, { status: 'ended' });
    case 'POST /api/sessions/sign-out-everywhere':
      await signOutEverywhere(caller, origin);
      return json(200, { status: 'signed_out' });
    default:
      throw new NotFoundError();
  }
});
