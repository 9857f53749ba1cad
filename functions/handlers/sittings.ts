import { getSittings } from '../data/sittings.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** GET /api/sittings (public): the LSO exam sittings, for the countdown and the exam-dates page. */
export const handler = apiFunction('sittings', {
  listSittings: async () => json(200, await getSittings(), { 'cache-control': 'public, max-age=300' }),
});
