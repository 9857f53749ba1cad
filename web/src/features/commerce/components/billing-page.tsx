import { Link } from 'react-router-dom';
import type { Purchase } from '#shared/api/commerce';
import { formatCad } from '#shared/commerce/pricing';
import { daysLeft } from '#shared/commerce/expiry';
import { torontoLongDate } from '#shared/toronto-time';
import { Breadcrumbs } from '../../../components/breadcrumbs.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { usePurchases } from '../api/purchases.ts';

const STATUS_LABELS: Record<Purchase['status'], string> = { active: 'Active', expired: 'Expired', refunded: 'Refunded' };

function money(cents: number | null): string {
  return cents === null ? 'N/A' : formatCad(cents);
}

function PurchaseCard({ purchase, now }: { purchase: Purchase; now: Date }) {
  const left = daysLeft(purchase.expiresAt, now);
  return (
    <li className="card purchase-card">
      <div className="purchase-head">
        <h2>{purchase.packageName}</h2>
        <span className={`status-badge status-${purchase.status}`}>{STATUS_LABELS[purchase.status]}</span>
      </div>
      <dl className="purchase-facts">
        <div>
          <dt>Purchased</dt>
          <dd>{torontoLongDate(purchase.purchasedAt)}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{money(purchase.subtotalCents)}</dd>
        </div>
        {purchase.discountCents !== null && purchase.discountCents > 0 && (
          <div>
            <dt>Discount{purchase.couponCode ? ` (${purchase.couponCode})` : ''}</dt>
            <dd>−{formatCad(purchase.discountCents)}</dd>
          </div>
        )}
        <div>
          <dt>HST</dt>
          <dd>{money(purchase.taxCents)}</dd>
        </div>
        <div>
          <dt>Total paid</dt>
          <dd>
            <strong>{money(purchase.amountPaidCents)}</strong>
          </dd>
        </div>
        <div>
          <dt>Access until</dt>
          <dd>{purchase.expiresAt ? torontoLongDate(purchase.expiresAt) : 'No expiry'}</dd>
        </div>
        {purchase.status === 'active' && left !== null && (
          <div>
            <dt>Days left</dt>
            <dd>
              {left} {left === 1 ? 'day' : 'days'}
            </dd>
          </div>
        )}
      </dl>
      {purchase.receiptUrl && (
        <a className="link-button" href={purchase.receiptUrl} target="_blank" rel="noreferrer">
          View receipt<span className="visually-hidden"> for {purchase.packageName} (opens in a new tab)</span>
        </a>
      )}
    </li>
  );
}

/** /billing: every purchase with what was paid, how long access lasts and the provider's receipt. */
export function BillingPage() {
  const purchases = usePurchases();
  const now = new Date();
  return (
    <section className="billing-page">
      <Breadcrumbs label="Billing" />
      <h1>Billing</h1>
      <p className="muted">Your purchases, in Canadian dollars. Each pack gives one year of access from the day you paid.</p>
      {purchases.isPending ? (
        <PageLoading />
      ) : purchases.isError ? (
        <div className="empty-state" role="alert">
          <p>Failed to load your purchases: {purchases.error.message}</p>
          <button type="button" className="button" onClick={() => void purchases.refetch()}>
            Retry
          </button>
        </div>
      ) : purchases.data.purchases.length === 0 ? (
        <div className="empty-state">
          <p>You have not bought a pack yet.</p>
          <Link className="button" to="/pricing">
            See the packs
          </Link>
        </div>
      ) : (
        <ul className="purchase-list">
          {purchases.data.purchases.map((purchase) => (
            <PurchaseCard key={purchase.id} purchase={purchase} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
