import { z } from 'zod';

/** Purchases: packages, coupons, checkout, purchases and the Test Drive discount setting. */
const couponCode = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().min(1, 'Please enter a coupon code').max(40, 'Coupon codes are at most 40 characters').regex(/^[A-Z0-9_-]+$/, 'Coupon codes use letters, digits, - and _'));

/**
 * Spec (validate-stripe-coupon): body couponCode, uppercased; and the pack it is for, when the
 * page knows it (checkout), so a code for other packs is refused at once.
 */
export const validateCouponRequestSchema = z
  .object({ couponCode: z.string(), packageId: z.string().trim().min(1).max(100).optional() })
  .strict()
  .pipe(z.object({ couponCode, packageId: z.string().optional() }));
/** Spec: name, percent_off, amount_off (cents). */
export const couponResponseSchema = z.object({ name: z.string(), percent_off: z.number().nullable(), amount_off: z.number().int().nullable() });
export type CouponResponse = z.infer<typeof couponResponseSchema>;

/** Spec (create-checkout): packageId and couponCode. Prices never come from the browser. */
export const checkoutRequestSchema = z
  .object({ packageId: z.string().trim().min(1).max(100), couponCode: z.string().optional() })
  .strict()
  .pipe(z.object({ packageId: z.string(), couponCode: couponCode.optional() }));
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export const checkoutResponseSchema = z.object({ url: z.string() });

export const orderSummarySchema = z.object({
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  discountSource: z.enum(['coupon', 'test_drive']).nullable(),
  discountLabel: z.string().nullable(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
});

/** POST /api/checkout/quote: what the checkout page shows before paying (the same numbers the charge uses). */
export const quoteResponseSchema = z.object({
  packageId: z.string(),
  packageName: z.string(),
  isUpgrade: z.boolean(),
  basePriceCents: z.number().int(),
  coupon: z.object({ code: z.string(), name: z.string(), percentOff: z.number().nullable(), amountOffCents: z.number().int().nullable() }).nullable(),
  testDrivePercentOff: z.number().nullable(),
  testDriveEndsAt: z.string().nullable(),
  order: orderSummarySchema,
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

/** GET /api/packages (public): the packs with their price and contents. */
export const packagesResponseSchema = z.object({
  packages: z.array(
    z.object({
      id: z.string(),
      key: z.enum(['barrister', 'solicitor', 'total']),
      name: z.string(),
      description: z.string(),
      priceCents: z.number().int(),
      mostPopular: z.boolean(),
      questionCount: z.number().int(),
      fullExams: z.number().int(),
      miniExams: z.number().int(),
      topicQuizzes: z.number().int(),
      contents: z.array(z.object({ id: z.string(), name: z.string(), examType: z.string(), questionCount: z.number().int(), available: z.boolean() })),
    }),
  ),
});
export type PackagesResponse = z.infer<typeof packagesResponseSchema>;

export const purchaseSchema = z.object({
  id: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  purchasedAt: z.string(),
  /** null: no expiry. */
  expiresAt: z.string().nullable(),
  status: z.enum(['active', 'expired', 'refunded']),
  subtotalCents: z.number().int().nullable(),
  discountCents: z.number().int().nullable(),
  taxCents: z.number().int().nullable(),
  amountPaidCents: z.number().int().nullable(),
  couponCode: z.string().nullable(),
  checkoutSessionId: z.string().nullable(),
  receiptUrl: z.string().nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;
export const purchasesResponseSchema = z.object({ purchases: z.array(purchaseSchema) });

/** The Test Drive discount window, which administrators set (the spec says "for August"). */
export const testDriveDiscountSchema = z
  .object({
    percentOff: z.number().int().min(1).max(90),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
  })
  .strict()
  .refine((s) => Date.parse(s.endsAt) > Date.parse(s.startsAt), 'endsAt must be after startsAt');
export type TestDriveDiscount = z.infer<typeof testDriveDiscountSchema>;
