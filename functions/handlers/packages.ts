import { listPackages } from '../commerce/catalogue.ts';
import { apiHandler, json } from '../lib/http.ts';

/** GET /api/packages (public): the packs, their prices in cents and their contents. */
export const handler = apiHandler(async () => json(200, await listPackages(), { 'cache-control': 'public, max-age=60' }));
