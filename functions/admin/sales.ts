import type { ExportSalesQuery, ListSalesQuery, ListSalesResponse, Sale } from '#shared/api/admin-billing';
import { PACKS } from '#shared/catalogue';
import { salesRange, salesTotals } from '#shared/commerce/sales';
import { isPurchaseActive } from '#shared/exam/access';
import { torontoTimestamp } from '#shared/toronto-time';
import { isSalesPageKey, listAllSales, listSalesPage, type SaleRecord, type SalesPageKey } from '../data/purchases.ts';
import { getProfiles } from '../data/users.ts';
import { BadRequestError } from '../lib/errors.ts';

/**
 * The sales list (/admin/billing): every purchase of a range of Toronto days, newest first, from
 * the purchases' own index (gsi3 PURCHASES, never a scan), with the range's totals and a CSV
 * export. Refunded (and disputed) purchases are listed with their refund; comps with theirs.
 */
const packName = (packageId: string, stored: string) => stored || (Object.values(PACKS).find((p) => p.id === packageId)?.name ?? 'Pack');

async function toSales(records: SaleRecord[], now: Date): Promise<Sale[]> {
  const profiles = await getProfiles(records.map((r) => r.purchase.userId));
  const emails = new Map(profiles.map((p) => [p.userId, p.email]));
  return records.map(({ purchase: p, comp }) => ({
    id: p.id,
    userId: p.userId,
    email: emails.get(p.userId) ?? null,
    packageId: p.packageId,
    packageName: packName(p.packageId, p.packageName),
    purchasedAt: p.purchasedAt,
    status: p.status === 'refunded' ? 'refunded' : isPurchaseActive(p.expiresAt, now) ? 'active' : 'expired',
    source: comp ? 'comp' : 'checkout',
    subtotalCents: p.subtotalCents,
    discountCents: p.discountCents,
    taxCents: p.taxCents,
    amountPaidCents: p.amountPaidCents,
    couponCode: p.couponCode,
    refundedAt: p.status === 'refunded' ? (p.refundedAt ?? p.expiresAt) : null,
    checkoutSessionId: p.checkoutSessionId,
    paymentIntentId: p.paymentIntentId,
  }));
}

const figures = (records: SaleRecord[], now: Date) =>
  records.map(({ purchase: p, comp }) => ({
    status: p.status === 'refunded' ? ('refunded' as const) : isPurchaseActive(p.expiresAt, now) ? ('active' as const) : ('expired' as const),
    source: comp ? ('comp' as const) : ('checkout' as const),
    subtotalCents: p.subtotalCents,
    discountCents: p.discountCents,
    taxCents: p.taxCents,
    amountPaidCents: p.amountPaidCents,
  }));

const encodeCursor = (key: SalesPageKey) => Buffer.from(JSON.stringify(key)).toString('base64url');

function decodeCursor(cursor: string, range: { startsAt: string; endsBefore: string }): SalesPageKey {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<SalesPageKey> | null;
    if (key && typeof key.pk === 'string' && typeof key.sk === 'string' && typeof key.gsi3sk === 'string') {
      const parsed = { pk: key.pk, sk: key.sk, gsi3sk: key.gsi3sk };
      if (isSalesPageKey(parsed, range)) return parsed;
    }
  } catch {
    // Reported below like any other bad cursor.
  }
  throw new BadRequestError('Invalid query: cursor is not one this list gave out');
}

/** A page of the range's purchases; the first page (no cursor) also carries the whole range's totals. */
export async function listSales(query: ListSalesQuery, now = new Date()): Promise<ListSalesResponse> {
  const range = salesRange(query, now);
  const after = query.cursor ? decodeCursor(query.cursor, range) : undefined;
  const [page, all] = await Promise.all([listSalesPage(range, query.limit, after), after ? Promise.resolve(null) : listAllSales(range)]);
  return {
    from: range.from,
    to: range.to,
    items: await toSales(page.items, now),
    nextCursor: page.lastKey ? encodeCursor(page.lastKey) : null,
    totals: all ? salesTotals(figures(all, now)) : null,
  };
}

export const CSV_COLUMNS = [
  'purchased_at_utc',
  'purchased_at_toronto',
  'purchase_id',
  'user_id',
  'email',
  'pack',
  'source',
  'status',
  'list_price',
  'discount',
  'coupon',
  'hst',
  'amount_paid',
  'net_of_tax',
  'refunded_at_utc',
  'checkout_session_id',
  'payment_intent_id',
] as const;

/** One CSV field (RFC 4180), and no formula for a spreadsheet to run: text that starts like one gets a leading '. */
function field(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const dollars = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

export function salesCsv(sales: readonly Sale[]): string {
  const rows = sales.map((s) => [
    s.purchasedAt,
    torontoTimestamp(s.purchasedAt),
    s.id,
    s.userId,
    s.email,
    s.packageName,
    s.source,
    s.status,
    dollars(s.subtotalCents),
    dollars(s.discountCents),
    s.couponCode,
    dollars(s.taxCents),
    dollars(s.amountPaidCents),
    s.amountPaidCents === null ? null : dollars(s.amountPaidCents - (s.taxCents ?? 0)),
    s.refundedAt,
    s.checkoutSessionId,
    s.paymentIntentId,
  ]);
  return [CSV_COLUMNS.join(','), ...rows.map((row) => row.map(field).join(','))].join('\r\n') + '\r\n';
}

/** Every purchase of the range as CSV, newest first, and the file's name. */
export async function exportSales(query: ExportSalesQuery, now = new Date()): Promise<{ filename: string; csv: string }> {
  const range = salesRange(query, now);
  const sales = await toSales(await listAllSales(range), now);
  return { filename: `sales-${range.from}-to-${range.to}.csv`, csv: salesCsv(sales) };
}
