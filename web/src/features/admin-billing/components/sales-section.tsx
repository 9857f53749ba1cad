import { useId, useState, type FormEvent } from 'react';
import { MAX_SALES_RANGE_DAYS, type Sale, type SalesTotals } from '#shared/api/admin-billing';
import { formatCad } from '#shared/commerce/pricing';
import { salesRange } from '#shared/commerce/sales';
import { torontoShortDateTime, torontoLongDate } from '#shared/toronto-time';
import { LoadMore } from '../../../components/admin/load-more.tsx';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { downloadSalesCsv, useSales, type SalesRange } from '../api/sales.ts';

const money = (cents: number | null) => (cents === null ? '—' : formatCad(cents));
const STATUS_LABEL: Record<Sale['status'], string> = { active: 'Active', expired: 'Expired', refunded: 'Refunded' };

function Totals({ totals }: { totals: SalesTotals }) {
  const figures: [string, string, string?][] = [
    ['Sales', String(totals.sales)],
    ['Gross (list prices)', formatCad(totals.grossCents)],
    ['Discounts', totals.discountCents ? `−${formatCad(totals.discountCents)}` : formatCad(0)],
    ['Net of tax', formatCad(totals.netOfTaxCents)],
    ['HST collected', formatCad(totals.taxCents)],
    ['Refunds', `${formatCad(totals.refundedCents)}`, `${totals.refunds} ${totals.refunds === 1 ? 'purchase' : 'purchases'}, HST included`],
    ['Net revenue', formatCad(totals.netRevenueCents), 'Net of tax, less refunded sales'],
    ['Comps', String(totals.comps), 'Granted by an administrator: not revenue'],
  ];
  return (
    <div role="group" aria-label="Totals for the range">
      <dl className="sales-totals">
        {figures.map(([label, value, note]) => (
          <div key={label} className="sales-total">
            <dt>{label}</dt>
            <dd>
              <strong>{value}</strong>
              {note && <span className="muted">{note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function SaleRow({ sale }: { sale: Sale }) {
  return (
    <tr>
      <td className="nowrap">{torontoShortDateTime(sale.purchasedAt)}</td>
      <td className="sales-buyer">{sale.email ?? sale.userId}</td>
      <td>{sale.packageName.replace(' Performance Pack', '')}</td>
      <td>
        <span className={`status-badge status-${sale.status}`}>{STATUS_LABEL[sale.status]}</span>
        {sale.source === 'comp' && <span className="status-badge sales-comp">Comp</span>}
        {sale.refundedAt && <span className="muted sales-refunded-at">{torontoLongDate(sale.refundedAt)}</span>}
      </td>
      <td className="num">{money(sale.subtotalCents)}</td>
      <td className="num">
        {sale.discountCents ? `−${formatCad(sale.discountCents)}` : money(sale.discountCents)}
        {sale.couponCode && <span className="muted sales-coupon">{sale.couponCode}</span>}
      </td>
      <td className="num">{money(sale.taxCents)}</td>
      <td className="num">
        <strong>{money(sale.amountPaidCents)}</strong>
      </td>
    </tr>
  );
}

/** Purchases and refunds of a range of Toronto days (the last 30 by default), its totals and its CSV. */
export function SalesSection() {
  const id = useId();
  const toast = useToast();
  const [range, setRange] = useState<SalesRange>(() => {
    const { from, to } = salesRange({});
    return { from, to };
  });
  const [draft, setDraft] = useState<SalesRange>(range);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const sales = useSales(range);
  const first = sales.data?.pages[0];
  const items = sales.data?.pages.flatMap((page) => page.items) ?? [];

  function apply(event: FormEvent) {
    event.preventDefault();
    if (!draft.from || !draft.to) return setRangeError('Choose both days.');
    if (draft.from > draft.to) return setRangeError('The first day must not be after the last.');
    if ((Date.parse(draft.to) - Date.parse(draft.from)) / 86_400_000 >= MAX_SALES_RANGE_DAYS) return setRangeError(`At most ${MAX_SALES_RANGE_DAYS} days at a time.`);
    setRangeError(null);
    setRange(draft);
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const filename = await downloadSalesCsv(range);
      toast({ title: 'Export ready', description: `${filename} has been downloaded.` });
    } catch (error) {
      toast({ title: 'Export failed', description: error instanceof Error ? error.message : 'Please try again.', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className="admin-billing-section" aria-labelledby="sales-heading">
      <div className="admin-billing-section-head">
        <h2 id="sales-heading">Purchases and refunds</h2>
        <p className="muted">Every purchase made on the days chosen (Toronto time), newest first. A refund or dispute shows on the purchase it reversed.</p>
      </div>
      <form className="sales-filter card" onSubmit={apply} noValidate>
        <div>
          <label htmlFor={`${id}-from`}>From</label>
          <input id={`${id}-from`} type="date" value={draft.from} max={draft.to || undefined} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} aria-describedby={rangeError ? `${id}-range-error` : undefined} />
        </div>
        <div>
          <label htmlFor={`${id}-to`}>To</label>
          <input id={`${id}-to`} type="date" value={draft.to} min={draft.from || undefined} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} aria-describedby={rangeError ? `${id}-range-error` : undefined} />
        </div>
        <button type="submit" className="button button-secondary">
          Show
        </button>
        <button type="button" className="button" onClick={() => void exportCsv()} disabled={exporting}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </button>
        {rangeError && (
          <p className="field-error" id={`${id}-range-error`} role="alert">
            {rangeError}
          </p>
        )}
      </form>

      {sales.isPending ? (
        <p className="muted" role="status">
          Loading purchases...
        </p>
      ) : sales.isError ? (
        <div className="card" role="alert">
          <p>Failed to load the purchases: {sales.error.message}</p>
          <button type="button" className="button button-secondary" onClick={() => void sales.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <p className="muted sales-range" aria-live="polite">
            {torontoLongDate(`${first?.from ?? range.from}T12:00:00Z`)} to {torontoLongDate(`${first?.to ?? range.to}T12:00:00Z`)}
            {sales.isPlaceholderData ? ' (loading...)' : ''}
          </p>
          {first?.totals && <Totals totals={first.totals} />}
          {items.length === 0 ? (
            <p className="card muted">No purchases in this range.</p>
          ) : (
            <>
              {/* Focusable, so the keyboard can scroll it sideways on a narrow screen. */}
              <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Purchases and refunds table">
                <table className="admin-table sales-table">
                  <caption className="visually-hidden">Purchases and refunds, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Date</th>
                      <th scope="col">Buyer</th>
                      <th scope="col">Pack</th>
                      <th scope="col">Status</th>
                      <th scope="col" className="num">
                        Price
                      </th>
                      <th scope="col" className="num">
                        Discount
                      </th>
                      <th scope="col" className="num">
                        HST
                      </th>
                      <th scope="col" className="num">
                        Paid
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((sale) => (
                      <SaleRow key={sale.id} sale={sale} />
                    ))}
                  </tbody>
                </table>
              </div>
              <LoadMore shown={items.length} hasMore={sales.hasNextPage} loading={sales.isFetchingNextPage} onLoadMore={() => void sales.fetchNextPage()} noun={items.length === 1 ? 'purchase' : 'purchases'} />
            </>
          )}
        </>
      )}
    </section>
  );
}
