import { validateCouponRequestSchema, type CouponResponse } from '#shared/api/commerce';
import { requireCaller } from '../auth/caller.ts';
import { findCoupon } from '../commerce/coupons.ts';
import { NotFoundError } from '../lib/errors.ts';
import { apiHandler, json, parseBody } from '../lib/http.ts';

/** POST /api/coupons/validate (the spec's validate-stripe-coupon): `{ name, percent_off, amount_off }`. */
export const handler = apiHandler(async (event) => {
  requireCaller(event);
  const { couponCode } = parseBody(event, validateCouponRequestSchema);
  const coupon = await findCoupon(couponCode);
  if (!coupon) throw new NotFoundError('The coupon code you entered is not valid.');
  const body: CouponResponse = { name: coupon.name, percent_off: coupon.percentOff, amount_off: coupon.amountOffCents };
  return json(200, body);
});
