import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.ts';
import { useUnsubscribe } from '../api/email-preferences.ts';
import '../account.css';

/**
 * The unsubscribe link of every marketing email (CASL): no sign-in. The candidate confirms with one
 * button (a link scanner that opens the page changes nothing); the answer is the same however often
 * the link is used. Account and security emails are not affected, and the page says so.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const heading = useRef<HTMLHeadingElement>(null);
  const outcome = unsubscribe.isSuccess ? 'done' : unsubscribe.isError ? 'error' : 'ask';

  // The page's content changes in place: take keyboard and screen-reader focus to its new heading.
  useEffect(() => {
    if (outcome !== 'ask') heading.current?.focus();
  }, [outcome]);

  if (!token) {
    return (
      <section className="auth-card unsubscribe-card">
        <h1>Link not valid</h1>
        <p>This unsubscribe link is incomplete. Open the link from the email again, or turn off marketing emails on your Account page.</p>
        <Link to="/account" className="button">
          Email preferences
        </Link>
      </section>
    );
  }

  if (unsubscribe.isSuccess) {
    return (
      <section className="auth-card unsubscribe-card" aria-live="polite">
        <h1 ref={heading} tabIndex={-1}>
          You are unsubscribed
        </h1>
        <p>
          <strong>{unsubscribe.data.email}</strong> will no longer receive offers or exam reminders from BarPrep Ontario.
        </p>
        <p className="muted">Emails about your account and its security, such as password resets and receipts, still arrive. Changed your mind? Turn them back on from your Account page.</p>
        <div className="results-actions">
          <Link to="/account" className="button button-secondary">
            Email preferences
          </Link>
          <Link to="/" className="button button-secondary">
            Home
          </Link>
        </div>
      </section>
    );
  }

  if (unsubscribe.isError) {
    const invalid = unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400;
    return (
      <section className="auth-card unsubscribe-card" role="alert">
        <h1 ref={heading} tabIndex={-1}>
          {invalid ? 'Link not valid' : 'Something went wrong'}
        </h1>
        <p>{invalid ? unsubscribe.error.message : 'We could not unsubscribe you just now. Please try again.'}</p>
        <div className="results-actions">
          {!invalid && (
            <button type="button" className="button" onClick={() => unsubscribe.mutate(token)}>
              Try Again
            </button>
          )}
          <Link to="/account" className={invalid ? 'button' : 'button button-secondary'}>
            Email preferences
          </Link>
          <Link to="/contact" className="button button-secondary">
            Contact us
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="auth-card unsubscribe-card">
      <h1>Unsubscribe from marketing emails</h1>
      <p>You will stop receiving offers and exam reminders from BarPrep Ontario.</p>
      <p className="muted">Emails about your account and its security, such as password resets and receipts, still arrive.</p>
      <div className="results-actions">
        <button type="button" className="button" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
        </button>
        <Link to="/" className="button button-secondary">
          Keep receiving them
        </Link>
      </div>
    </section>
  );
}
