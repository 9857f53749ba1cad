import { validateCouponRequestSchema, type CouponResponse } from '#shared/api/commerce';
import { findCoupon } from '../commerce/coupons.ts';
import { apiFunction } from '../api/api-function.ts';
import { NotFoundError } from '../lib/errors.ts';
import { json } from '../lib/http.ts';

/** POST /api/coupons/validate (the spec's validate-stripe-coupon): `{ name, percent_off, amount_off }`. */
export const handler = apiFunction('coupons', {
  validateCoupon: async ({ body }) => {
    const coupon = await findCoupon(body(validateCouponRequestSchema).couponCode);
    if (!coupon) throw new NotFoundError('The coupon code you entered is not valid.');
    const answer: CouponResponse = { name: coupon.name, percent_off: coupon.percentOff, amount_off: coupon.amountOffCents };
    return json(200, answer);
  },
});
