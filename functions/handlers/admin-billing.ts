import { couponPathSchema, createCouponRequestSchema } from '#shared/api/admin-billing';
import { apiFunction } from '../api/api-function.ts';
import { createCoupon, deactivateCoupon } from '../admin/coupon-manager.ts';
import { json } from '../lib/http.ts';

/** What /admin/billing changes (super admins): new coupons, deactivated ones; each audited with before and after. */
export const handler = apiFunction('admin-billing', {
  createCoupon: async ({ caller, body, origin }) => json(201, await createCoupon(caller, origin, body(createCouponRequestSchema))),
  deactivateCoupon: async ({ caller, path, origin }) => json(200, await deactivateCoupon(caller, origin, path(couponPathSchema).code)),
});
