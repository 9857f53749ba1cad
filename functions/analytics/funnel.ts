import { funnelCsvColumns, funnelStepKeys, funnelStepLabels, planKeys, type FunnelDay, type FunnelResponse } from '#shared/api/admin-analytics';
import { conversionPercent, daysFrom } from '#shared/analytics/figures';
import { PACKS } from '#shared/catalogue';
import { dailyFigures } from './business-stats.ts';

/**
 * GET /api/admin/analytics/funnel: each day's landing page views, sign-ups, diagnostics
 * completed, checkouts started and purchases over the range, the steps' totals with the
 * conversion between them, and checkouts and purchases by pack. The steps are counts of events
 * in the same days, not one cohort followed through: a conversion is a ratio of two counts.
 */
export async function funnelBetween(from: string, to: string): Promise<FunnelResponse> {
  const range = daysFrom(from, to);
  const figures = await dailyFigures(range);
  const days: FunnelDay[] = range.map((date) => {
    const f = figures.get(date);
    const pack = (plan: (typeof planKeys)[number]) => ({ checkouts: f?.byPack[plan].checkouts ?? 0, purchases: f?.byPack[plan].purchases ?? 0 });
    return {
      date,
      landingViews: f?.landingViews ?? 0,
      signups: f?.signups ?? 0,
      diagnosticsCompleted: f?.diagnosticsCompleted ?? 0,
      checkouts: f?.checkouts ?? 0,
      purchases: f?.sales ?? 0,
      grossSalesCents: f?.grossSalesCents ?? 0,
      byPack: { barrister: pack('barrister'), solicitor: pack('solicitor'), total: pack('total') },
    };
  });
  const totals = funnelStepKeys.map((key) => days.reduce((sum, day) => sum + day[key], 0));
  const steps = funnelStepKeys.map((key, i) => ({
    key,
    label: funnelStepLabels[key],
    count: totals[i] ?? 0,
    fromPrevious: i === 0 ? null : conversionPercent(totals[i] ?? 0, totals[i - 1] ?? 0),
    fromFirst: i === 0 ? null : conversionPercent(totals[i] ?? 0, totals[0] ?? 0),
  }));
  const packs = planKeys.map((plan) => {
    const checkouts = days.reduce((sum, day) => sum + day.byPack[plan].checkouts, 0);
    const purchases = days.reduce((sum, day) => sum + day.byPack[plan].purchases, 0);
    const grossSalesCents = range.reduce((sum, date) => sum + (figures.get(date)?.byPack[plan].grossSalesCents ?? 0), 0);
    return { plan, packageId: PACKS[plan].id, name: PACKS[plan].name, checkouts, purchases, conversion: conversionPercent(purchases, checkouts), grossSalesCents };
  });
  return { from, to, steps, days, packs };
}

/** The funnel's days as CSV (RFC 4180, CRLF line ends): numbers and dates only, nothing a spreadsheet could run. */
export function funnelCsv(funnel: FunnelResponse): string {
  const rows = funnel.days.map((day) => [
    day.date,
    day.landingViews,
    day.signups,
    day.diagnosticsCompleted,
    day.checkouts,
    day.purchases,
    day.grossSalesCents,
    ...planKeys.flatMap((plan) => [day.byPack[plan].checkouts, day.byPack[plan].purchases]),
  ]);
  return [funnelCsvColumns.join(','), ...rows.map((row) => row.join(','))].join('\r\n') + '\r\n';
}
