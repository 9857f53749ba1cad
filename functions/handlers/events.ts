import { recordEventsRequestSchema } from '#shared/api/events';
import { requireCaller } from '../auth/caller.ts';
import { recordClientEvents } from '../analytics/events.ts';
import { apiHandler, json, parseBody } from '../lib/http.ts';

/** POST /api/events (visitors, anonymous) and POST /api/me/events (signed in, with the user id). */
export const handler = apiHandler(async (event) => {
  const request = parseBody(event, recordEventsRequestSchema);
  const userId = event.rawPath === '/api/me/events' ? requireCaller(event).userId : null;
  return json(202, { accepted: await recordClientEvents(request, userId) });
});
