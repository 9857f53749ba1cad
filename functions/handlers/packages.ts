import { listPackages } from '../commerce/packages.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** GET /api/packages (public): the packs, their prices in cents and their contents. */
export const handler = apiFunction('packages', {
  listPackages: async () => json(200, await listPackages(), { 'cache-control': 'public, max-age=60' }),
});
