import { useEffect, useRef, useState } from 'react';
import { PACKS } from '#shared/catalogue';
import { forgetPendingPurchase, pendingPurchase } from '../../../lib/pending-purchase.ts';
import { Link, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useVerifyEmail } from '../api/verification.ts';

/** The activation link's target: confirms the address once, signed in or not. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const [pendingPlan] = useState(pendingPurchase);

  useEffect(() => {
    if (token && !sent.current) {
      sent.current = true;
      verify.mutate(token);
    }
  }, [token, verify]);

  if (token && (verify.isIdle || verify.isPending)) return <PageLoading />;
  if (verify.isSuccess) {
    return (
      <section className="auth-card">
        <h1>Email confirmed</h1>
        <p>Thank you. Your email address is confirmed.</p>
        {pendingPlan ? (
          <>
            <p>You can now finish buying the {PACKS[pendingPlan].name}.</p>
            <div className="results-actions">
              <Link to={`/checkout?package=${pendingPlan}`} className="button" onClick={forgetPendingPurchase}>
                Continue to checkout
              </Link>
              <Link to="/dashboard" className="button button-secondary">
                Go to your dashboard
              </Link>
            </div>
          </>
        ) : (
          <Link to="/dashboard" className="button">
            Go to your dashboard
          </Link>
        )}
      </section>
    );
  }
  return (
    <section className="auth-card">
      <h1>Link not valid</h1>
      <p>{verify.error?.message ?? 'This confirmation link is incomplete.'}</p>
      <p className="muted">Sign in and use “Resend email” on your dashboard to get a new link.</p>
      <Link to="/dashboard" className="button">
        Go to your dashboard
      </Link>
    </section>
  );
}
