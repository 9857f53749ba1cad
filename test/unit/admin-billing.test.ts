import type Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { createCouponRequestSchema, type Sale } from '#shared/api/admin-billing';
import { PACKS } from '#shared/catalogue';
import { couponStatus } from '#shared/commerce/coupon-rules';
import { salesRange, salesTotals, torontoDayStart } from '#shared/commerce/sales';
import { salesCsv } from '../../functions/admin/sales.ts';
import { findPromotionCode } from '../../functions/commerce/coupons.ts';
import {
  adminCouponFromPromotion,
  createStripeCoupon,
  deactivateStripeCoupon,
  listStripeCoupons,
  stripeCouponParams,
  stripePromotionCodeParams,
  type NewCoupon,
} from '../../functions/commerce/stripe-coupons.ts';

const now = new Date('2026-11-01T12:00:00Z');

function newCoupon(fields: Partial<NewCoupon> = {}): NewCoupon {
  return { code: 'SPRING20', percentOff: 20, amountOffCents: null, expiresAt: null, maxRedemptions: null, packageIds: null, name: '20% off', createdBy: 'admin-1', ...fields };
}

function promotion(fields: Partial<Stripe.PromotionCode> = {}, coupon: Partial<Stripe.Coupon> = {}): Stripe.PromotionCode {
  return {
    id: 'promo_123',
    object: 'promotion_code',
    active: true,
    code: 'SPRING20',
    created: 1_790_000_000,
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
      coupon: { id: 'co_1', object: 'coupon', amount_off: null, created: 0, currency: null, duration: 'once', duration_in_months: null, livemode: false, max_redemptions: null, metadata: {}, name: '20% off', percent_off: 20, redeem_by: null, times_redeemed: 0, valid: true, ...coupon },
    },
    ...fields,
  } as Stripe.PromotionCode;
}

/** A fake Stripe client: records what is asked and answers with the given promotion codes. */
function fakeStripe(existing: Stripe.PromotionCode[] = [], options: { failPromotion?: Error } = {}) {
  const calls = {
    list: vi.fn(async (_params: Stripe.PromotionCodeListParams) => ({ data: existing, has_more: false })),
    createCoupon: vi.fn(async (params: Stripe.CouponCreateParams) => ({ id: 'co_new', object: 'coupon', ...params }) as unknown as Stripe.Coupon),
    deleteCoupon: vi.fn(async (_id: string) => ({ id: 'co_new', deleted: true })),
    createPromotion: vi.fn(async (params: Stripe.PromotionCodeCreateParams) => {
      if (options.failPromotion) throw options.failPromotion;
      return promotion(
        { id: 'promo_new', code: params.code ?? '', metadata: params.metadata as Stripe.Metadata, expires_at: params.expires_at ?? null },
        { id: 'co_new', ...(calls.createCoupon.mock.calls[0]?.[0] as Partial<Stripe.Coupon>), redeem_by: (calls.createCoupon.mock.calls[0]?.[0].redeem_by as number | undefined) ?? null },
      );
    }),
    update: vi.fn(async (id: string, params: Stripe.PromotionCodeUpdateParams) => promotion({ id, active: params.active ?? true })),
  };
  const stripe = {
    promotionCodes: { list: calls.list, create: calls.createPromotion, update: calls.update },
    coupons: { create: calls.createCoupon, del: calls.deleteCoupon },
  } as unknown as Pick<Stripe, 'coupons' | 'promotionCodes'>;
  return { stripe, calls };
}

describe('creating a coupon with Stripe', () => {
  it('makes a Stripe coupon (percent off, or amount off in CAD, with redeem_by and max_redemptions) and a promotion code with the code and its packs', () => {
    const expiresAt = '2026-12-31T05:00:00.000Z';
    const restricted = newCoupon({ amountOffCents: 2_500, percentOff: null, name: '$25.00 off', expiresAt, maxRedemptions: 100, packageIds: [PACKS.barrister.id] });
    expect(stripeCouponParams(restricted)).toEqual({
      name: '$25.00 off',
      duration: 'once',
      amount_off: 2_500,
      currency: 'cad',
      redeem_by: Date.parse(expiresAt) / 1000,
      max_redemptions: 100,
      metadata: { created_by: 'admin-1', package_ids: PACKS.barrister.id, code: 'SPRING20' },
    });
    expect(stripePromotionCodeParams(restricted, 'co_9')).toEqual({
      promotion: { type: 'coupon', coupon: 'co_9' },
      code: 'SPRING20',
      expires_at: Date.parse(expiresAt) / 1000,
      metadata: { created_by: 'admin-1', package_ids: PACKS.barrister.id },
      expand: ['promotion.coupon'],
    });
    const open = stripeCouponParams(newCoupon());
    expect(open).toEqual({ name: '20% off', duration: 'once', percent_off: 20, metadata: { created_by: 'admin-1', code: 'SPRING20' } });
    expect(stripePromotionCodeParams(newCoupon(), 'co_9')).not.toHaveProperty('expires_at');
  });

  it('sends them to Stripe and answers the new code as the manager lists it', async () => {
    const { stripe, calls } = fakeStripe();
    const created = await createStripeCoupon(stripe, newCoupon({ packageIds: [PACKS.total.id], maxRedemptions: 5 }), now);
    expect(calls.list).toHaveBeenCalledWith(expect.objectContaining({ code: 'SPRING20' }));
    expect(calls.createCoupon).toHaveBeenCalledWith(expect.objectContaining({ percent_off: 20, max_redemptions: 5 }));
    expect(calls.createPromotion).toHaveBeenCalledWith(expect.objectContaining({ promotion: { type: 'coupon', coupon: 'co_new' }, code: 'SPRING20' }));
    expect(created).toMatchObject({ code: 'SPRING20', source: 'stripe', stripePromotionCodeId: 'promo_new', packageIds: [PACKS.total.id], maxRedemptions: 5, oncePerCustomer: true, status: 'active' });
  });

  it('refuses a code that exists (409) and a code Stripe cannot hold (400), and leaves no coupon without its code', async () => {
    const taken = fakeStripe([promotion({ code: 'spring20', active: false })]);
    await expect(createStripeCoupon(taken.stripe, newCoupon(), now)).rejects.toMatchObject({ status: 409 });
    expect(taken.calls.createCoupon).not.toHaveBeenCalled();

    const underscore = fakeStripe();
    await expect(createStripeCoupon(underscore.stripe, newCoupon({ code: 'SPRING_20' }), now)).rejects.toMatchObject({ status: 400 });
    expect(underscore.calls.createCoupon).not.toHaveBeenCalled();

    const refused = Object.assign(new Error('A promotion code with this code already exists.'), { type: 'StripeInvalidRequestError' });
    const racing = fakeStripe([], { failPromotion: refused });
    await expect(createStripeCoupon(racing.stripe, newCoupon(), now)).rejects.toMatchObject({ status: 409 });
    expect(racing.calls.deleteCoupon).toHaveBeenCalledWith('co_new');
  });
});

describe('listing and deactivating with Stripe', () => {
  it('pages through promotion codes with starting_after, and shows redemptions, limits and packs', async () => {
    const { stripe, calls } = fakeStripe([promotion({ id: 'promo_a', times_redeemed: 3, max_redemptions: 10, metadata: { package_ids: `${PACKS.solicitor.id}` } })]);
    calls.list.mockResolvedValueOnce({ data: [promotion({ id: 'promo_a', times_redeemed: 3, max_redemptions: 10, metadata: { package_ids: PACKS.solicitor.id } })], has_more: true });
    const page = await listStripeCoupons(stripe, { limit: 1 }, now);
    expect(page.nextCursor).toBe('promo_a');
    expect(page.items[0]).toMatchObject({ redemptions: 3, maxRedemptions: 10, packageIds: [PACKS.solicitor.id], status: 'active' });
    await listStripeCoupons(stripe, { limit: 1, cursor: 'promo_a' }, now);
    expect(calls.list).toHaveBeenLastCalledWith({ limit: 1, starting_after: 'promo_a', expand: ['data.promotion.coupon'] });
    await expect(listStripeCoupons(stripe, { limit: 1, cursor: '../x' }, now)).rejects.toMatchObject({ status: 400 });
  });

  it('turns the active promotion code off (active=false): missing and already inactive codes are told apart', async () => {
    const { stripe, calls } = fakeStripe([promotion({ id: 'promo_old', active: false }), promotion({ id: 'promo_live' })]);
    const result = await deactivateStripeCoupon(stripe, 'SPRING20', now);
    expect(calls.update).toHaveBeenCalledWith('promo_live', { active: false, expand: ['promotion.coupon'] });
    expect(result).toMatchObject({ before: { active: true, status: 'active' }, after: { active: false, status: 'inactive' } });
    expect(await deactivateStripeCoupon(fakeStripe([]).stripe, 'SPRING20', now)).toBe('missing');
    expect(await deactivateStripeCoupon(fakeStripe([promotion({ active: false })]).stripe, 'SPRING20', now)).toBe('inactive');
  });

  it('reads the packs back at checkout from the promotion code’s metadata', async () => {
    const list = vi.fn(async () => ({ data: [promotion({ metadata: { package_ids: `${PACKS.barrister.id},${PACKS.total.id}` } })] }));
    const found = await findPromotionCode({ promotionCodes: { list } } as unknown as Stripe, 'SPRING20', now);
    expect(found?.packageIds).toEqual([PACKS.barrister.id, PACKS.total.id]);
    const open = await findPromotionCode({ promotionCodes: { list: vi.fn(async () => ({ data: [promotion()] })) } } as unknown as Stripe, 'SPRING20', now);
    expect(open?.packageIds).toBeNull();
  });

  it('shows a coupon Stripe no longer honours as expired or used up', () => {
    expect(adminCouponFromPromotion(promotion({}, { valid: false, redeem_by: now.getTime() / 1000 - 60 }), now).status).toBe('expired');
    expect(adminCouponFromPromotion(promotion({}, { valid: false, max_redemptions: 2, times_redeemed: 2 }), now).status).toBe('used_up');
    expect(adminCouponFromPromotion(promotion({ expires_at: now.getTime() / 1000 + 3600 }, { redeem_by: now.getTime() / 1000 + 60 }), now).expiresAt).toBe(new Date(now.getTime() + 60_000).toISOString());
  });
});

describe('the coupon request', () => {
  const base = { code: ' spring-20 ', percentOff: 20 };
  it('uppercases the code, and treats every pack named as no restriction', () => {
    expect(createCouponRequestSchema.parse(base)).toEqual({ code: 'SPRING-20', percentOff: 20, amountOffCents: null, expiresAt: null, maxRedemptions: null, packageIds: null });
    expect(createCouponRequestSchema.parse({ ...base, packageIds: Object.values(PACKS).map((p) => p.id) }).packageIds).toBeNull();
    expect(createCouponRequestSchema.parse({ ...base, packageIds: [PACKS.total.id, PACKS.barrister.id, PACKS.total.id] }).packageIds).toEqual([PACKS.barrister.id, PACKS.total.id].sort());
  });

  it('says what is wrong', () => {
    const issue = (body: unknown) => createCouponRequestSchema.safeParse(body).error?.issues[0]?.message;
    expect(issue({ code: 'SPRING', percentOff: 10, amountOffCents: 100 })).toBe('Give exactly one of percentOff and amountOffCents');
    expect(issue({ code: 'SP', percentOff: 10 })).toBe('A code has at least 3 characters');
    expect(issue({ code: 'SPRING', percentOff: 10, expiresAt: '2020-01-01T00:00:00Z' })).toBe('The expiry must be in the future');
  });

  it('gives a coupon its state: inactive, then expired, then used up', () => {
    const coupon = { active: true, expiresAt: null, maxRedemptions: 2, redemptions: 1 };
    expect(couponStatus(coupon, now)).toBe('active');
    expect(couponStatus({ ...coupon, redemptions: 2 }, now)).toBe('used_up');
    expect(couponStatus({ ...coupon, redemptions: 2, expiresAt: '2026-10-01T00:00:00Z' }, now)).toBe('expired');
    expect(couponStatus({ ...coupon, active: false, expiresAt: '2026-10-01T00:00:00Z' }, now)).toBe('inactive');
  });
});

describe('sales totals and the CSV', () => {
  it('counts comps apart, and takes refunded sales out of what the range earned', () => {
    const sale = { status: 'active' as const, source: 'checkout' as const, subtotalCents: 19_999, discountCents: 4_000, taxCents: 2_080, amountPaidCents: 18_079 };
    expect(
      salesTotals([
        sale,
        { ...sale, status: 'refunded' },
        { ...sale, status: 'expired' },
        { status: 'active', source: 'comp', subtotalCents: null, discountCents: null, taxCents: null, amountPaidCents: null },
      ]),
    ).toEqual({
      sales: 3,
      comps: 1,
      refunds: 1,
      grossCents: 3 * 19_999,
      discountCents: 3 * 4_000,
      taxCents: 3 * 2_080,
      collectedCents: 3 * 18_079,
      netOfTaxCents: 3 * 15_999,
      refundedCents: 18_079,
      netRevenueCents: 2 * 15_999,
    });
  });

  it('covers whole Toronto days, across the change to and from daylight time', () => {
    expect(torontoDayStart('2026-01-15')).toBe('2026-01-15T05:00:00.000Z');
    expect(torontoDayStart('2026-07-01')).toBe('2026-07-01T04:00:00.000Z');
    expect(torontoDayStart('2026-03-08')).toBe('2026-03-08T05:00:00.000Z');
    expect(torontoDayStart('2026-11-01')).toBe('2026-11-01T04:00:00.000Z');
    // 11 p.m. in Toronto on November 22 is November 23 in UTC: the default range ends on the 22nd.
    expect(salesRange({}, new Date('2026-11-23T04:00:00Z'))).toEqual({ from: '2026-10-24', to: '2026-11-22', startsAt: '2026-10-24T04:00:00.000Z', endsBefore: '2026-11-23T05:00:00.000Z' });
  });

  it('quotes fields that need it and never lets a spreadsheet run a formula', () => {
    const sale: Sale = {
      id: 'p1',
      userId: 'u1',
      email: '=HYPERLINK("http://evil")@example.com',
      packageId: PACKS.total.id,
      packageName: 'Total, "the big one"',
      purchasedAt: '2026-11-02T15:00:00.000Z',
      status: 'active',
      source: 'checkout',
      subtotalCents: 32_999,
      discountCents: 0,
      taxCents: 4_290,
      amountPaidCents: 37_289,
      couponCode: '-SALE',
      refundedAt: null,
      checkoutSessionId: null,
      paymentIntentId: null,
    };
    const [, row] = salesCsv([sale]).split('\r\n');
    expect(row).toBe(
      `2026-11-02T15:00:00.000Z,"Nov 2, 2026, 10:00 a.m. EST",p1,u1,"'=HYPERLINK(""http://evil"")@example.com","Total, ""the big one""",checkout,active,329.99,0.00,'-SALE,42.90,372.89,329.99,,,`,
    );
  });
});
