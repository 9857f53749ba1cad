import { validateCouponRequestSchema } from '#shared/api/commerce';
import { validateCoupon } from '../commerce/coupons.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** POST /api/coupons/validate (the spec's validate-stripe-coupon): `{ name, percent_off, amount_off }`. */
export const handler = apiFunction('coupons', {
  validateCoupon: async ({ caller, body }) => {
    const { couponCode, packageId } = body(validateCouponRequestSchema);
    return json(200, await validateCoupon(caller.userId, couponCode, new Date(), packageId));
  },
});
