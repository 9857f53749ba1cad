import { analyticsQuerySchema } from '#shared/api/events';
import { requireAdmin } from '../auth/caller.ts';
import { analyticsBetween } from '../analytics/events.ts';
import { apiHandler, json, parseInput } from '../lib/http.ts';

/** GET /api/admin/analytics?from=&to= (admins): event counts per day, for the admin analytics page. */
export const handler = apiHandler(async (event) => {
  requireAdmin(event);
  const { from, to } = parseInput(analyticsQuerySchema, event.queryStringParameters ?? {}, 'query');
  return json(200, await analyticsBetween(from, to));
});
