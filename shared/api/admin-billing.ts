import { z } from 'zod';
import { PACKS } from '../catalogue.ts';

/**
 * /admin/billing (super admins): the coupon manager and the sales list. Every request and answer
 * of its routes; the server parses with these and the page types its calls with them.
 */

const PACK_IDS = Object.values(PACKS).map((pack) => pack.id) as [string, ...string[]];

/** A coupon code as an administrator types it: trimmed, uppercased, 3-40 of A-Z 0-9 _ -. */
export const adminCouponCodeSchema = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(
    z
      .string()
      .min(3, 'A code has at least 3 characters')
      .max(40, 'A code has at most 40 characters')
      .regex(/^[A-Z0-9_-]+$/, 'A code uses letters, digits, - and _ only'),
  );

export const MAX_AMOUNT_OFF_CENTS = 1_000_000;

/** POST /api/admin/coupons: exactly one of percentOff and amountOffCents; the rest optional. */
export const createCouponRequestSchema = z
  .object({
    code: adminCouponCodeSchema,
    percentOff: z.number().int('Percent off is a whole number').min(1, 'Percent off is 1 to 100').max(100, 'Percent off is 1 to 100').nullish(),
    amountOffCents: z.number().int('Amount off is in whole cents').min(1, 'Amount off is at least 1 cent').max(MAX_AMOUNT_OFF_CENTS, 'Amount off is at most $10,000.00').nullish(),
    /** When the code stops working (ISO 8601); none: it does not expire. */
    expiresAt: z.iso.datetime({ offset: true, error: 'expiresAt is an ISO 8601 date and time' }).nullish(),
    /** How many purchases may use it in all; none: no limit. */
    maxRedemptions: z.number().int('A redemption limit is a whole number').min(1, 'A redemption limit is at least 1').max(1_000_000).nullish(),
    /** The packs it may be used for; none: every pack. */
    packageIds: z.array(z.enum(PACK_IDS, 'packageIds holds the packs’ ids')).min(1, 'Choose at least one pack, or leave packageIds out for every pack').nullish(),
  })
  .strict()
  .refine((c) => (c.percentOff == null) !== (c.amountOffCents == null), { message: 'Give exactly one of percentOff and amountOffCents', path: ['percentOff'] })
  .refine((c) => c.expiresAt == null || Date.parse(c.expiresAt) > Date.now(), { message: 'The expiry must be in the future', path: ['expiresAt'] })
  .transform((c) => ({
    code: c.code,
    percentOff: c.percentOff ?? null,
    amountOffCents: c.amountOffCents ?? null,
    expiresAt: c.expiresAt ? new Date(c.expiresAt).toISOString() : null,
    maxRedemptions: c.maxRedemptions ?? null,
    // Every pack named is the same as none named: the code is not restricted.
    packageIds: c.packageIds && new Set(c.packageIds).size < PACK_IDS.length ? [...new Set(c.packageIds)].sort() : null,
  }));
export type CreateCouponRequest = z.infer<typeof createCouponRequestSchema>;
export type CreateCouponInput = z.input<typeof createCouponRequestSchema>;

export const couponPathSchema = z.object({ code: adminCouponCodeSchema });

export const couponStatusSchema = z.enum(['active', 'inactive', 'expired', 'used_up']);
export type CouponStatus = z.infer<typeof couponStatusSchema>;

/** A coupon as the manager lists it: from the table (local payments) or a Stripe promotion code. */
export const adminCouponSchema = z.object({
  code: z.string(),
  name: z.string(),
  percentOff: z.number().nullable(),
  amountOffCents: z.number().int().nullable(),
  active: z.boolean(),
  /** What a buyer sees: active, deactivated, past its expiry, or out of redemptions. */
  status: couponStatusSchema,
  expiresAt: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  /** null: every pack. */
  packageIds: z.array(z.string()).nullable(),
  oncePerCustomer: z.boolean(),
  createdAt: z.string().nullable(),
  source: z.enum(['table', 'stripe']),
  /** Stripe's promotion code id (promo_...), for finding it in the Stripe dashboard; null for the table's. */
  stripePromotionCodeId: z.string().nullable(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

const limit = (fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, 'limit is a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(100))
    .optional()
    .transform((value) => value ?? fallback);

export const listCouponsQuerySchema = z.object({ limit: limit(25), cursor: z.string().min(1).max(500).optional() }).strict();
export type ListCouponsQuery = z.infer<typeof listCouponsQuerySchema>;

export const listCouponsResponseSchema = z.object({
  items: z.array(adminCouponSchema),
  nextCursor: z.string().nullable(),
  /** Where coupons live: Stripe promotion codes, or the table (local payments, or payments not configured). */
  source: z.enum(['table', 'stripe']),
});
export type ListCouponsResponse = z.infer<typeof listCouponsResponseSchema>;

/** The longest range the sales list and its export cover at once. */
export const MAX_SALES_RANGE_DAYS = 366;

const day = (name: string) => z.iso.date(`${name} is a date (YYYY-MM-DD)`).optional();

/** The range's rules, on a query that has from and to. */
function withRangeRules<T extends z.ZodType<{ from?: string; to?: string }>>(schema: T) {
  return schema
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
    .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_SALES_RANGE_DAYS, {
      message: `At most ${MAX_SALES_RANGE_DAYS} days at a time`,
      path: ['to'],
    });
}

/** GET /api/admin/purchases: Toronto calendar days, both included (default: the last 30 days). */
export const listSalesQuerySchema = withRangeRules(
  z.object({ from: day('from'), to: day('to'), limit: limit(25), cursor: z.string().min(1).max(500).optional() }).strict(),
);
export type ListSalesQuery = z.infer<typeof listSalesQuerySchema>;

/** GET /api/admin/purchases/export: the same range, as CSV. */
export const exportSalesQuerySchema = withRangeRules(z.object({ from: day('from'), to: day('to') }).strict());
export type ExportSalesQuery = z.infer<typeof exportSalesQuerySchema>;

export const saleSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string().nullable(),
  packageId: z.string(),
  packageName: z.string(),
  purchasedAt: z.string(),
  status: z.enum(['active', 'expired', 'refunded']),
  /** A checkout (paid), or a comp an administrator granted (never revenue). */
  source: z.enum(['checkout', 'comp']),
  subtotalCents: z.number().int().nullable(),
  discountCents: z.number().int().nullable(),
  taxCents: z.number().int().nullable(),
  amountPaidCents: z.number().int().nullable(),
  couponCode: z.string().nullable(),
  refundedAt: z.string().nullable(),
  checkoutSessionId: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
});
export type Sale = z.infer<typeof saleSchema>;

/** Totals over every purchase of the range (not just the page shown); comps are counted apart, never as revenue. */
export const salesTotalsSchema = z.object({
  sales: z.number().int(),
  comps: z.number().int(),
  refunds: z.number().int(),
  /** List prices before discounts. */
  grossCents: z.number().int(),
  discountCents: z.number().int(),
  taxCents: z.number().int(),
  /** What buyers paid, tax included. */
  collectedCents: z.number().int(),
  /** What buyers paid less the tax. */
  netOfTaxCents: z.number().int(),
  /** Paid back (full refunds and disputes), tax included. */
  refundedCents: z.number().int(),
  /** Net of tax, less the refunded sales' net of tax: what the range earned. */
  netRevenueCents: z.number().int(),
});
export type SalesTotals = z.infer<typeof salesTotalsSchema>;

export const listSalesResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(saleSchema),
  nextCursor: z.string().nullable(),
  /** On the first page only (no cursor): the whole range's totals. */
  totals: salesTotalsSchema.nullable(),
});
export type ListSalesResponse = z.infer<typeof listSalesResponseSchema>;
