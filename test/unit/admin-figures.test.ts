import { describe, expect, it } from 'vitest';
import { funnelCsvColumns } from '#shared/api/admin-analytics';
import { overviewQuerySchema, securityEventTypeValues } from '#shared/api/admin-overview';
import { addDays, compare, conversionPercent, daysFrom, daysInRange, utcDay } from '#shared/analytics/figures';
import { netOfTaxCents } from '../../functions/analytics/business-stats.ts';
import { funnelCsv } from '../../functions/analytics/funnel.ts';
import { securityEventTypes } from '../../functions/data/audit.ts';

describe('the admin figures’ arithmetic', () => {
  it('compares a period with the one before: the change and its percentage, none against nothing', () => {
    expect(compare(12, 8)).toEqual({ current: 12, previous: 8, change: 4, changePercent: 50 });
    expect(compare(2, 3)).toEqual({ current: 2, previous: 3, change: -1, changePercent: -33.3 });
    expect(compare(5, 0)).toEqual({ current: 5, previous: 0, change: 5, changePercent: null });
    expect(compare(0, 0)).toEqual({ current: 0, previous: 0, change: 0, changePercent: null });
  });

  it('converts between steps in percent with one decimal, and not from nothing', () => {
    expect(conversionPercent(1, 3)).toBe(33.3);
    expect(conversionPercent(3, 2)).toBe(150);
    expect(conversionPercent(0, 5)).toBe(0);
    expect(conversionPercent(2, 0)).toBeNull();
  });

  it('walks UTC days across month, year and leap-day ends', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysFrom('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(daysFrom('2026-01-02', '2026-01-01')).toEqual([]);
    expect(daysInRange('2026-03-01', '2026-03-31')).toBe(31);
    expect(utcDay('2026-11-23T23:30:00-05:00')).toBe('2026-11-24');
  });

  it('takes the tax out of a sale: the amount charged less its HST, else the order less its discount', () => {
    expect(netOfTaxCents({ amountPaidCents: 22_599, taxCents: 2_600, subtotalCents: 19_999, discountCents: 0 })).toBe(19_999);
    expect(netOfTaxCents({ amountPaidCents: 0, taxCents: 0, subtotalCents: 19_999, discountCents: 19_999 })).toBe(0);
    expect(netOfTaxCents({ amountPaidCents: null, taxCents: null, subtotalCents: 32_999, discountCents: 6_600 })).toBe(26_399);
  });

  it('refuses an overview of a day after today', () => {
    expect(overviewQuerySchema.safeParse({ asOf: addDays(utcDay(), 1) }).success).toBe(false);
    expect(overviewQuerySchema.safeParse({ asOf: utcDay() }).success).toBe(true);
    expect(overviewQuerySchema.safeParse({}).success).toBe(true);
  });

  it('names the same security event types on both sides', () => {
    expect([...securityEventTypeValues].sort()).toEqual([...securityEventTypes].sort());
  });

  it('writes the funnel CSV as numbers under its header, one CRLF line per day', () => {
    const pack = { checkouts: 0, purchases: 0 };
    const csv = funnelCsv({
      from: '2026-01-01',
      to: '2026-01-01',
      steps: [],
      packs: [],
      days: [
        {
          date: '2026-01-01',
          landingViews: 9,
          signups: 3,
          diagnosticsCompleted: 2,
          checkouts: 2,
          purchases: 1,
          grossSalesCents: 19_999,
          byPack: { barrister: { checkouts: 2, purchases: 1 }, solicitor: pack, total: pack },
        },
      ],
    });
    expect(csv).toBe(`${funnelCsvColumns.join(',')}\r\n2026-01-01,9,3,2,2,1,19999,2,1,0,0,0,0\r\n`);
  });
});
