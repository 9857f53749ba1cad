import { z } from 'zod';
import type { PlanKey } from '../catalogue.ts';
import { daysInRange } from '../analytics/figures.ts';

/**
 * GET /api/admin/analytics/funnel (super admins): the first-party funnel, landing page view →
 * sign-up → diagnostic completed → checkout started → purchase, day by day over a chosen range,
 * with the conversion between steps and by pack. GET /api/admin/analytics/export answers the
 * same days as CSV.
 */
export const funnelStepKeys = ['landingViews', 'signups', 'diagnosticsCompleted', 'checkouts', 'purchases'] as const;
export type FunnelStepKey = (typeof funnelStepKeys)[number];

export const funnelStepLabels: Record<FunnelStepKey, string> = {
  landingViews: 'Landing page views',
  signups: 'Sign-ups',
  diagnosticsCompleted: 'Diagnostics completed',
  checkouts: 'Checkouts started',
  purchases: 'Purchases',
};

export const planKeys = ['barrister', 'solicitor', 'total'] as const satisfies readonly PlanKey[];

/** A year and a day: enough for "the last 365 days" wherever it starts. */
export const FUNNEL_MAX_DAYS = 366;

export const funnelQuerySchema = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .strict()
  .refine((q) => q.from <= q.to, 'from must not be after to')
  .refine((q) => daysInRange(q.from, q.to) <= FUNNEL_MAX_DAYS, `At most ${FUNNEL_MAX_DAYS} days at a time`);
export type FunnelQuery = z.infer<typeof funnelQuerySchema>;

const count = z.number().int();
const percent = z.number().nullable();

export const funnelStepSchema = z.object({
  key: z.enum(funnelStepKeys),
  label: z.string(),
  count,
  /** This step against the one before, in percent (null for the first step, or when the one before is 0). */
  fromPrevious: percent,
  /** This step against landing page views, in percent. */
  fromFirst: percent,
});

const packCounts = z.object({ checkouts: count, purchases: count });

export const funnelDaySchema = z.object({
  date: z.iso.date(),
  landingViews: count,
  signups: count,
  diagnosticsCompleted: count,
  checkouts: count,
  purchases: count,
  /** Sales net of tax, in cents (refunds are not taken off here). */
  grossSalesCents: count,
  byPack: z.object({ barrister: packCounts, solicitor: packCounts, total: packCounts }),
});
export type FunnelDay = z.infer<typeof funnelDaySchema>;

export const funnelPackSchema = z.object({
  plan: z.enum(planKeys),
  packageId: z.string(),
  name: z.string(),
  checkouts: count,
  purchases: count,
  /** Purchases against checkouts started, in percent. */
  conversion: percent,
  grossSalesCents: count,
});
export type FunnelPack = z.infer<typeof funnelPackSchema>;

export const funnelResponseSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  steps: z.array(funnelStepSchema),
  days: z.array(funnelDaySchema),
  packs: z.array(funnelPackSchema),
});
export type FunnelResponse = z.infer<typeof funnelResponseSchema>;

/** The CSV export's columns, in order (one row per day). */
export const funnelCsvColumns = [
  'date',
  'landing_views',
  'signups',
  'diagnostics_completed',
  'checkouts_started',
  'purchases',
  'gross_sales_net_of_tax_cents',
  ...planKeys.flatMap((plan) => [`checkouts_${plan}`, `purchases_${plan}`]),
] as const;
