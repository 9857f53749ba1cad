import { describe, expect, it } from 'vitest';
import { PACKS } from '#shared/catalogue';
import { priceOrder } from '#shared/commerce/pricing';
import { stripeSessionParams } from '../../functions/commerce/checkout.ts';

describe('the Stripe Checkout Session', () => {
  it('charges exactly the server’s total: the discounted pack plus HST, in CAD, with the contract’s metadata', () => {
    const coupon = { code: 'EARLY20', name: 'Early adopter 20% off', percentOff: 20, amountOffCents: null };
    const order = priceOrder({ subtotalCents: 32_999, coupon });
    const params = stripeSessionParams(
      { packageId: PACKS.total.id, packageName: PACKS.total.name, isUpgrade: false, basePriceCents: 32_999, coupon, testDrivePercentOff: null, testDriveEndsAt: null, order },
      { userId: 'user-1', email: 'a@example.com', successUrl: 'https://x/checkout/success?session_id={CHECKOUT_SESSION_ID}', cancelUrl: 'https://x/pricing' },
    );
    expect(params).toMatchObject({ mode: 'payment', currency: 'cad', client_reference_id: 'user-1', customer_email: 'a@example.com' });
    expect(params.metadata).toMatchObject({ userId: 'user-1', packageId: PACKS.total.id, couponCode: 'EARLY20', taxCents: String(order.taxCents) });
    const charged = (params.line_items ?? []).reduce((sum, line) => sum + (line.price_data?.unit_amount ?? 0) * (line.quantity ?? 0), 0);
    expect(charged).toBe(order.totalCents);
    expect(params.success_url).toContain('{CHECKOUT_SESSION_ID}');
  });
});
