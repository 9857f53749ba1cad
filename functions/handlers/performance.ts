import { requireCaller } from '../auth/caller.ts';
import { getPerformance } from '../exam/performance.ts';
import { apiHandler, json } from '../lib/http.ts';

/** GET /api/performance: score trend, topics over time, weekly and monthly windows, stats. */
export const handler = apiHandler(async (event) => json(200, await getPerformance(requireCaller(event))));
