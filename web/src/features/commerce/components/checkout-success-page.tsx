import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { formatCad } from '#shared/commerce/pricing';
import { torontoLongDate } from '#shared/toronto-time';
import { useAuth } from '../../../lib/auth-context.tsx';
import { usePackages } from '../../../api/commerce.ts';
import { usePurchases } from '../api/purchases.ts';

const POLL_MS = 1500;
/** After this the page stops polling and says the confirmation is taking longer than usual. */
const PATIENCE_MS = 60_000;

/**
 * /checkout/success?session_id=cs_... The provider redirects here as soon as the card is taken,
 * which can be before its webhook has reached us, so the page polls the caller's purchases until
 * the one for this session appears, then shows what it unlocked.
 */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { state } = useAuth();
  const signedIn = state.status === 'signedIn';
  const [startedAt] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const purchases = usePurchases({ enabled: signedIn && !!sessionId, refetchInterval: gaveUp ? false : POLL_MS });
  const purchase = purchases.data?.purchases.find((p) => p.checkoutSessionId === sessionId) ?? null;
  const packages = usePackages();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (purchase || gaveUp) return;
    const timer = setTimeout(() => setGaveUp(true), Math.max(0, PATIENCE_MS - (Date.now() - startedAt)));
    return () => clearTimeout(timer);
  }, [purchase, gaveUp, startedAt]);

  useEffect(() => {
    if (!purchase) return;
    // What the candidate may open has changed: every view of content and ownership refetches.
    void queryClient.invalidateQueries({ queryKey: ['content'] });
    void queryClient.invalidateQueries({ queryKey: ['me'] });
  }, [purchase, queryClient]);

  if (!sessionId) {
    return (
      <section className="centered-page">
        <h1>No payment to confirm</h1>
        <p className="muted">This page is where the payment page sends you after paying. Your purchases are listed under Billing.</p>
        <Link className="button" to="/billing">
          Go to Billing
        </Link>
      </section>
    );
  }
  if (state.status === 'loading') return <section className="centered-page" aria-busy="true"><p>Loading...</p></section>;
  if (!signedIn) {
    return (
      <section className="centered-page">
        <h1>Payment received</h1>
        <p className="muted">Sign in to see your pack. A confirmation email is on its way.</p>
        <Link className="button" to={`/login?redirect=${encodeURIComponent(`/checkout/success?session_id=${sessionId}`)}`}>
          Sign in
        </Link>
      </section>
    );
  }

  if (!purchase) {
    return (
      <section className="centered-page" aria-live="polite">
        {gaveUp ? (
          <>
            <h1>Still confirming your payment</h1>
            <p className="muted">
              Your payment provider has not confirmed this payment yet. Some payment methods take a few minutes; we email you as soon as your pack is ready, and it then appears on
              your dashboard.
            </p>
            <div className="results-actions centered-actions">
              <button
                type="button"
                className="button"
                onClick={() => {
                  setGaveUp(false);
                  void purchases.refetch();
                }}
              >
                Check again
              </button>
              <Link className="button button-secondary" to="/dashboard">
                Go to dashboard
              </Link>
            </div>
          </>
        ) : (
          <>
            <span className="spinner spinner-large" aria-hidden="true" />
            <h1>Confirming your payment...</h1>
            <p className="muted">This usually takes a few seconds. Please keep this page open.</p>
          </>
        )}
      </section>
    );
  }

  const pack = packages.data?.packages.find((p) => p.id === purchase.packageId);
  return (
    <section className="checkout-success">
      <div className="success-banner" role="status">
        <p className="eyebrow">Payment confirmed</p>
        <h1>Your {purchase.packageName} is ready</h1>
        <p>
          {purchase.amountPaidCents !== null && <>You paid {formatCad(purchase.amountPaidCents)} CAD. </>}
          {purchase.expiresAt ? <>Access runs until {torontoLongDate(purchase.expiresAt)}.</> : <>Access does not expire.</>} A confirmation email is on its way.
        </p>
      </div>
      <section className="card" aria-labelledby="unlocked-heading">
        <h2 id="unlocked-heading">Unlocked for you</h2>
        {pack ? (
          <ul className="unlocked-list">
            {pack.contents.map((item) => (
              <li key={item.id}>
                <strong>{item.name}</strong> <span className="muted">{item.questionCount} questions{item.available ? '' : ' (coming soon)'}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{packages.isPending ? 'Loading...' : 'Your practice content lists everything this pack holds.'}</p>
        )}
        <div className="results-actions centered-actions">
          <Link className="button" to="/my-content">
            Start practising
          </Link>
          <Link className="button button-secondary" to="/dashboard">
            Go to dashboard
          </Link>
          <Link className="link-button" to="/billing">
            View receipt
          </Link>
        </div>
      </section>
    </section>
  );
}
