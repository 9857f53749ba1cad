import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { torontoLongDate } from '#shared/toronto-time';
import { ApiError } from '../../../lib/api-client.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Breadcrumbs } from '../../../components/breadcrumbs.tsx';
import { useMe } from '../../../api/get-me.ts';
import { useQuote } from '../api/quote.ts';
import { useStartCheckout } from '../../../api/start-checkout.ts';
import { packageIdFromParam } from '../../../lib/plan-param.ts';
import { CouponBox, type AppliedCoupon } from '../../../components/coupon-box.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentUnavailable } from '../../../components/payment-unavailable.tsx';

/**
 * /checkout?package=<plan or id> (learning-area §2): billing info, the coupon box, the order
 * summary the server will charge, and Pay, which goes to Stripe's page (or the local one).
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const packageId = packageIdFromParam(params.get('package'));
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const me = useMe();
  const quote = useQuote(packageId ? { packageId, couponCode: coupon?.code } : null);
  const checkout = useStartCheckout();

  if (!packageId) {
    return (
      <section className="centered-page">
        <h1>Choose a pack first</h1>
        <p className="muted">This checkout link does not name a pack we sell.</p>
        <Link className="button" to="/pricing">
          See the packs
        </Link>
      </section>
    );
  }
  if (quote.isPending && !quote.data) return <PageLoading />;
  if (quote.isError && !quote.data) {
    // A 409 with a coupon applied is about the coupon (already used by this buyer), not the pack.
    const owned = quote.error instanceof ApiError && quote.error.status === 409 && !coupon;
    return (
      <section className="centered-page">
        <h1>{owned ? 'Nothing to buy here' : 'We could not price this order'}</h1>
        <p className="muted">{quote.error.message}</p>
        {coupon ? (
          <button type="button" className="button" onClick={() => setCoupon(null)}>
            Remove the coupon
          </button>
        ) : owned ? (
          <Link className="button" to="/my-content">
            Go to your practice content
          </Link>
        ) : (
          <button type="button" className="button" onClick={() => void quote.refetch()}>
            Try again
          </button>
        )}
      </section>
    );
  }
  const q = quote.data;
  if (!q) return <PageLoading />;

  return (
    <section className="checkout-page">
      <Breadcrumbs label="Checkout" />
      <h1>Checkout</h1>
      <div className="checkout-grid">
        <div className="checkout-main">
          <section className="card" aria-labelledby="billing-heading">
            <h2 id="billing-heading">Billing information</h2>
            {me.isPending ? (
              <p className="muted">Loading...</p>
            ) : me.isError ? (
              <p className="field-error">Failed to load user information</p>
            ) : (
              <dl className="billing-info">
                <dt>Name</dt>
                <dd>{[me.data.firstName, me.data.lastName].filter(Boolean).join(' ') || me.data.displayName}</dd>
                <dt>Email</dt>
                <dd>{me.data.email}</dd>
                <dt>Currency</dt>
                <dd>Canadian dollars (CAD), Ontario HST 13%</dd>
              </dl>
            )}
            <p className="hint">The receipt goes to this email. Card details are entered on the secure payment page and never reach our servers.</p>
          </section>
          <section className="card" aria-labelledby="coupon-heading">
            <h2 id="coupon-heading">Coupon</h2>
            <CouponBox applied={coupon} onApplied={setCoupon} onRemoved={() => setCoupon(null)} packageId={q.packageId} />
            {q.testDrivePercentOff !== null && (
              <p className="hint">
                Your Test Drive discount of {q.testDrivePercentOff}% applies until {torontoLongDate(q.testDriveEndsAt ?? '')}. A coupon replaces it only when it saves you more; they do not
                combine.
              </p>
            )}
          </section>
        </div>
        <aside className="card checkout-summary" aria-labelledby="summary-heading">
          <h2 id="summary-heading">Order summary</h2>
          <div aria-busy={quote.isFetching} className={quote.isFetching ? 'is-refreshing' : undefined}>
            <OrderSummary quote={q} />
          </div>
          {checkout.unavailable ? (
            <PaymentUnavailable />
          ) : (
            <button
              type="button"
              className="button button-block"
              disabled={checkout.starting || quote.isFetching}
              onClick={() => void checkout.start({ packageId: q.packageId, couponCode: coupon?.code })}
            >
              {checkout.starting ? 'Redirecting to payment...' : 'Pay securely'}
            </button>
          )}
          <p className="fine-print">One year of access from the day you pay. <Link to="/pricing">Back to pricing</Link></p>
        </aside>
      </div>
    </section>
  );
}
