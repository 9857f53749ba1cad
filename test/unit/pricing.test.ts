import { describe, expect, it } from 'vitest';
import { formatCad, packPrice, priceOrder, TOTAL_UPGRADE_CENTS } from '#shared/commerce/pricing';

const early = { code: 'EARLY20', name: 'Early adopter 20% off', percentOff: 20, amountOffCents: null };

describe('pricing', () => {
  it('adds 13% HST after the discount; the total is the discounted subtotal plus tax', () => {
    expect(priceOrder({ subtotalCents: 19_999 })).toEqual({ subtotalCents: 19_999, discountCents: 0, discountSource: null, discountLabel: null, taxCents: 2600, totalCents: 22_599 });
    expect(priceOrder({ subtotalCents: 32_999, coupon: early })).toEqual({
      subtotalCents: 32_999,
      discountCents: 6600,
      discountSource: 'coupon',
      discountLabel: 'Early adopter 20% off',
      taxCents: 3432,
      totalCents: 29_831,
    });
  });

  it('takes the larger of the coupon and the Test Drive discount, never both', () => {
    const small = { code: 'TEN', name: '$10 off', percentOff: null, amountOffCents: 1000 };
    expect(priceOrder({ subtotalCents: 19_999, coupon: small, testDrivePercentOff: 20 })).toMatchObject({ discountCents: 4000, discountSource: 'test_drive' });
    expect(priceOrder({ subtotalCents: 19_999, coupon: early, testDrivePercentOff: 20 })).toMatchObject({ discountCents: 4000, discountSource: 'coupon' });
    // An amount-off coupon never takes the price below zero.
    expect(priceOrder({ subtotalCents: 5000, coupon: { ...small, amountOffCents: 9000 } })).toMatchObject({ discountCents: 5000, taxCents: 0, totalCents: 0 });
  });

  it('prices the Total pack as an upgrade for a single-pack owner and refuses what is already owned', () => {
    expect(packPrice('total', new Set(), 32_999)).toEqual({ priceCents: 32_999, isUpgrade: false });
    expect(packPrice('total', new Set(['barrister']), 32_999)).toEqual({ priceCents: TOTAL_UPGRADE_CENTS, isUpgrade: true });
    expect(packPrice('solicitor', new Set(['barrister']), 19_999)).toEqual({ priceCents: 19_999, isUpgrade: false });
    // The list price is the table's, whatever the seed said: an administrator's new price is the one charged.
    expect(packPrice('barrister', new Set(), 17_500)).toEqual({ priceCents: 17_500, isUpgrade: false });
    expect(packPrice('barrister', new Set(['barrister']), 19_999)).toEqual({ refusal: 'already_owned' });
    expect(packPrice('total', new Set(['barrister', 'solicitor']), 32_999)).toEqual({ refusal: 'complete_access' });
    expect(packPrice('solicitor', new Set(['total']), 19_999)).toEqual({ refusal: 'complete_access' });
  });

  it('formats Canadian dollars', () => {
    expect(formatCad(32_999)).toBe('$329.99');
    expect(formatCad(123_456)).toBe('$1,234.56');
  });
});
