import { getSittings } from '../data/sittings.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** GET /api/sittings (public): the LSO exam sittings, for the countdown and the exam-dates page. */
export const handler = apiFunction('sittings', {
  // Revalidated on each load (no-cache): an administrator's new sitting shows on the next page load.
  listSittings: async () => json(200, await getSittings(), { 'cache-control': 'no-cache' }),
});
