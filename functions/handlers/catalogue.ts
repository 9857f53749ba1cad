import type { CatalogueResponse } from '#shared/api/catalogue';
import { listActivePackages } from '../data/catalogue.ts';
import { apiHandler, json } from '../lib/http.ts';

/** GET /api/catalogue: the active packs, cheapest first. Public: the pricing page needs it. */
export const handler = apiHandler(async () => {
  const packages = await listActivePackages();
  const body: CatalogueResponse = {
    packages: packages
      .sort((a, b) => a.priceCents - b.priceCents || a.name.localeCompare(b.name))
      .map(({ id, name, description, priceCents }) => ({ id, name, description, priceCents })),
  };
  return json(200, body, { 'cache-control': 'public, max-age=60' });
});
