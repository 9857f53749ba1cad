import { Link } from 'react-router-dom';

/** Spec (learning-area §8): replaces the payment form when payments are not configured. */
export function PaymentUnavailable() {
  return (
    <div className="payment-unavailable" role="alert">
      <h2>Payment Processing Unavailable</h2>
      <p>Payment Processing is temporarily unavailable. Please contact support if this issue persists.</p>
      <Link to="/contact">Contact support</Link>
    </div>
  );
}
