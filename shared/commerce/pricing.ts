import { PACKS, type PlanKey } from '../catalogue.ts';
import type { PackClass } from '../exam/access.ts';

/**
 * Prices, discounts and tax (learning-area §5, §9), in integer cents, CAD. The server charges
 * with these functions and the checkout page shows its summary with the same ones.
 */
export const HST_RATE = 0.13;
/** Spec: a single-pack owner is offered the Total pack as an upgrade at 309.99 (new buyers pay 329.99). */
export const TOTAL_UPGRADE_CENTS = 30_999;
/** Spec: completing the free Test Drive unlocks 20% off. Only the seed's default: the percentage in force is the stored setting (/admin/settings; GET /api/site-settings serves it). */
export const TEST_DRIVE_PERCENT_OFF = 20;

export interface Coupon {
  code: string;
  name: string;
  percentOff: number | null;
  amountOffCents: number | null;
}

export type PriceRefusal = 'already_owned' | 'complete_access';

/**
 * What a pack costs this buyer: its list price (the table's, passed in), the upgrade price, or a
 * refusal if they own it already.
 */
export function packPrice(plan: PlanKey, owned: ReadonlySet<PackClass>, listPriceCents: number): { priceCents: number; isUpgrade: boolean } | { refusal: PriceRefusal } {
  const complete = owned.has('total') || (owned.has('barrister') && owned.has('solicitor'));
  if (complete) return { refusal: 'complete_access' };
  if (plan !== 'total' && owned.has(plan)) return { refusal: 'already_owned' };
  if (plan === 'total' && (owned.has('barrister') || owned.has('solicitor'))) return { priceCents: TOTAL_UPGRADE_CENTS, isUpgrade: true };
  return { priceCents: listPriceCents, isUpgrade: false };
}

export interface OrderSummary {
  subtotalCents: number;
  discountCents: number;
  /** Which discount applied: the larger of the coupon and the Test Drive discount (they do not stack). */
  discountSource: 'coupon' | 'test_drive' | null;
  discountLabel: string | null;
  /** 13% HST on the subtotal after the discount. */
  taxCents: number;
  totalCents: number;
}

export function couponDiscountCents(subtotalCents: number, coupon: Coupon): number {
  const byPercent = coupon.percentOff ? Math.round((subtotalCents * coupon.percentOff) / 100) : 0;
  const byAmount = coupon.amountOffCents ?? 0;
  return Math.min(subtotalCents, Math.max(byPercent, byAmount));
}

export function priceOrder(input: { subtotalCents: number; coupon?: Coupon | null; testDrivePercentOff?: number | null }): OrderSummary {
  const { subtotalCents } = input;
  const fromCoupon = input.coupon ? couponDiscountCents(subtotalCents, input.coupon) : 0;
  const fromTestDrive = input.testDrivePercentOff ? Math.round((subtotalCents * input.testDrivePercentOff) / 100) : 0;
  const useCoupon = fromCoupon > 0 && fromCoupon >= fromTestDrive;
  const discountCents = useCoupon ? fromCoupon : fromTestDrive;
  const taxable = subtotalCents - discountCents;
  const taxCents = Math.round(taxable * HST_RATE);
  return {
    subtotalCents,
    discountCents,
    discountSource: discountCents === 0 ? null : useCoupon ? 'coupon' : 'test_drive',
    discountLabel: discountCents === 0 ? null : useCoupon ? (input.coupon?.name ?? null) : `Test Drive discount (${input.testDrivePercentOff}% off)`,
    taxCents,
    totalCents: taxable + taxCents,
  };
}

/** "$1,234.56" */
export function formatCad(cents: number): string {
  return new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' }).format(cents / 100);
}

export function planOfPackageId(packageId: string): PlanKey | null {
  return (Object.values(PACKS).find((p) => p.id === packageId)?.key as PlanKey | undefined) ?? null;
}
