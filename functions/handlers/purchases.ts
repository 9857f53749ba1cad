import { listMyPurchases } from '../commerce/purchases.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** GET /api/purchases: the caller's purchases (package, amounts, coupon, expiry, receipt). */
export const handler = apiFunction('purchases', {
  listPurchases: async ({ caller }) => json(200, await listMyPurchases(caller.userId)),
});
