import { requireCaller } from '../auth/caller.ts';
import { listMyPurchases } from '../commerce/catalogue.ts';
import { apiHandler, json } from '../lib/http.ts';

/** GET /api/purchases: the caller's purchases (package, amounts, coupon, expiry, receipt). */
export const handler = apiHandler(async (event) => json(200, await listMyPurchases(requireCaller(event).userId)));
