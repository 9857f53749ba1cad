import type Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { PACKS } from '#shared/catalogue';
import { HST_RATE, priceOrder } from '#shared/commerce/pricing';
import { stripeSessionParams, type PricedOrder } from '../../functions/commerce/checkout.ts';
import { findPromotionCode, type ResolvedCoupon } from '../../functions/commerce/coupons.ts';

const who = { userId: 'user-1', email: 'a@example.com', successUrl: 'https://x/checkout/success?session_id={CHECKOUT_SESSION_ID}', cancelUrl: 'https://x/pricing', hstTaxRateId: 'txr_hst' };

const promoCoupon = (rules: Partial<ResolvedCoupon> = {}): ResolvedCoupon => ({
  code: 'SPRING20',
  name: 'Spring 20% off',
  percentOff: 20,
  amountOffCents: null,
  source: 'stripe',
  promotionCodeId: 'promo_123',
  useKey: 'promo_123',
  oncePerCustomer: true,
  firstPurchaseOnly: false,
  minimumSubtotalCents: null,
  packageIds: null,
  ...rules,
});

function priced(subtotalCents: number, coupon: ResolvedCoupon | null, testDrivePercentOff: number | null = null): PricedOrder {
  const order = priceOrder({ subtotalCents, coupon, testDrivePercentOff });
  return {
    coupon,
    quote: { packageId: PACKS.total.id, packageName: PACKS.total.name, isUpgrade: false, basePriceCents: subtotalCents, coupon, testDrivePercentOff, testDriveEndsAt: null, order },
  };
}

/** What Stripe charges for a session: each line's amount, less the session's coupon, plus its exclusive tax rate on what is left. */
function stripeTotal(params: Stripe.Checkout.SessionCreateParams, coupon: { percentOff: number | null; amountOffCents: number | null } | null): number {
  return (params.line_items ?? []).reduce((sum, line) => {
    const amount = (line.price_data?.unit_amount ?? 0) * (line.quantity ?? 0);
    const discount = coupon ? Math.min(amount, coupon.amountOffCents ?? Math.round((amount * (coupon.percentOff ?? 0)) / 100)) : 0;
    const taxable = amount - discount;
    const tax = line.tax_rates?.length ? Math.round(taxable * HST_RATE) : 0;
    return sum + taxable + tax;
  }, 0);
}

describe('the Stripe Checkout Session', () => {
  it('attaches the promotion code and lets Stripe discount the undiscounted pack, taxed after the discount: the order summary’s total', () => {
    for (const coupon of [promoCoupon(), promoCoupon({ percentOff: null, amountOffCents: 5_000 })]) {
      const order = priced(32_999, coupon);
      const params = stripeSessionParams(order, who);
      expect(params).toMatchObject({ mode: 'payment', currency: 'cad', client_reference_id: 'user-1', customer_email: 'a@example.com' });
      expect(params.discounts).toEqual([{ promotion_code: 'promo_123' }]);
      // One line, at the list price: no HST line for a percent-off code to discount as well.
      expect(params.line_items).toHaveLength(1);
      expect(params.line_items?.[0]).toMatchObject({ quantity: 1, price_data: { currency: 'cad', unit_amount: 32_999 }, tax_rates: ['txr_hst'] });
      expect(stripeTotal(params, coupon)).toBe(order.quote.order.totalCents);
      expect(params.metadata).toMatchObject({
        userId: 'user-1',
        packageId: PACKS.total.id,
        couponCode: 'SPRING20',
        couponUseKey: 'promo_123',
        couponOncePerCustomer: 'true',
        discountCents: String(order.quote.order.discountCents),
        taxCents: String(order.quote.order.taxCents),
        totalCents: String(order.quote.order.totalCents),
      });
      expect(params.payment_intent_data?.metadata).toEqual(params.metadata);
      expect(params.success_url).toContain('{CHECKOUT_SESSION_ID}');
    }
  });

  it('takes the Test Drive discount (no code) off the line, and attaches no code that lost to it', () => {
    const order = priced(19_999, promoCoupon({ percentOff: 10 }), 20);
    expect(order.quote.order.discountSource).toBe('test_drive');
    const params = stripeSessionParams(order, who);
    expect(params.discounts).toBeUndefined();
    expect(params.line_items?.[0]?.price_data?.unit_amount).toBe(19_999 - order.quote.order.discountCents);
    expect(stripeTotal(params, null)).toBe(order.quote.order.totalCents);
    expect(params.metadata).toMatchObject({ couponCode: '', couponOncePerCustomer: '' });
  });
});

function promotion(fields: Partial<Stripe.PromotionCode> = {}, coupon: Partial<Stripe.Coupon> = {}): Stripe.PromotionCode {
  return {
    id: 'promo_123',
    object: 'promotion_code',
    active: true,
    code: 'SPRING20',
    created: 0,
    customer: null,
    customer_account: null,
    expires_at: null,
    livemode: false,
    max_redemptions: null,
    metadata: {},
    times_redeemed: 0,
    restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
    promotion: {
      type: 'coupon',
      coupon: { id: 'spring', object: 'coupon', amount_off: null, created: 0, currency: null, duration: 'once', duration_in_months: null, livemode: false, max_redemptions: null, metadata: {}, name: 'Spring 20% off', percent_off: 20, redeem_by: null, times_redeemed: 0, valid: true, ...coupon },
    },
    ...fields,
  } as Stripe.PromotionCode;
}

function fakeStripe(found: Stripe.PromotionCode[]) {
  const list = vi.fn(async (_params: Stripe.PromotionCodeListParams) => ({ data: found }));
  const retrieve = vi.fn();
  return { stripe: { promotionCodes: { list }, coupons: { retrieve } } as unknown as Stripe, list, retrieve };
}

describe('coupon codes with Stripe', () => {
  const now = new Date('2026-11-01T12:00:00Z');

  it('are looked up as active promotion codes only: a raw coupon id (a staff 100% coupon) is not a code', async () => {
    const { stripe, list, retrieve } = fakeStripe([]);
    expect(await findPromotionCode(stripe, 'STAFF100', now)).toBeNull();
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ code: 'STAFF100', active: true }));
    expect(retrieve).not.toHaveBeenCalled();
  });

  it('carry their per-customer rule and refuse what Stripe would refuse', async () => {
    const found = async (p: Stripe.PromotionCode) => findPromotionCode(fakeStripe([p]).stripe, 'SPRING20', now);
    expect(await found(promotion())).toMatchObject({ code: 'SPRING20', percentOff: 20, promotionCodeId: 'promo_123', oncePerCustomer: false });
    expect(await found(promotion({ restrictions: { first_time_transaction: true, minimum_amount: null, minimum_amount_currency: null } }))).toMatchObject({ oncePerCustomer: true, firstPurchaseOnly: true });
    expect(await found(promotion({ max_redemptions: 100, times_redeemed: 3 }))).toMatchObject({ oncePerCustomer: true });
    expect(await found(promotion({ metadata: { once_per_customer: 'true' } }))).toMatchObject({ oncePerCustomer: true });
    // Used up, expired, for one Stripe customer, for other products, or amount off in another currency.
    expect(await found(promotion({ max_redemptions: 1, times_redeemed: 1 }))).toBeNull();
    expect(await found(promotion({ expires_at: now.getTime() / 1000 - 1 }))).toBeNull();
    expect(await found(promotion({ customer: 'cus_1' }))).toBeNull();
    expect(await found(promotion({}, { applies_to: { products: ['prod_1'] } }))).toBeNull();
    expect(await found(promotion({}, { percent_off: null, amount_off: 1000, currency: 'usd' }))).toBeNull();
    expect(await found(promotion({}, { valid: false }))).toBeNull();
  });
});
