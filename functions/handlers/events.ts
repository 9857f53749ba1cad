import { recordEventsRequestSchema } from '#shared/api/events';
import { recordClientEvents } from '../analytics/events.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** Browser analytics: POST /api/events (visitors, anonymous) and POST /api/me/events (with the user id). */
export const handler = apiFunction('events', {
  recordVisitorEvents: async ({ body }) => json(202, { accepted: await recordClientEvents(body(recordEventsRequestSchema), null) }),
  recordUserEvents: async ({ body, caller }) => json(202, { accepted: await recordClientEvents(body(recordEventsRequestSchema), caller.userId) }),
});
