import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { rateLimitMessage } from '#shared/auth/rate-limit';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { requestPasswordReset } from '../api/password-reset.ts';
import { checkRateLimit } from '../api/rate-limit.ts';

export function ForgotPasswordPage() {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    setSubmitting(true);
    try {
      const limit = await checkRateLimit('passwordReset', email);
      if (!limit.allowed) {
        toast({ title: 'Reset Not Sent', description: rateLimitMessage('passwordReset', limit), variant: 'destructive' });
        return;
      }
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      const description = error instanceof ApiError && error.status === 429 ? error.message : 'An unexpected error occurred. Please try again.';
      toast({ title: 'Reset Not Sent', description, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  if (sentTo) {
    return (
      <section className="auth-card" aria-live="polite">
        <h1>Check your email</h1>
        <p>
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to choose a new password. The link works
          once, for 60 minutes.
        </p>
        <p className="muted">
          Nothing arrived? Check your spam folder, or <button type="button" className="link-button" onClick={() => setSentTo(null)}>try again</button>.
        </p>
        <Link to="/login">Back to sign in</Link>
      </section>
    );
  }

  return (
    <section className="auth-card">
      <h1>Reset your password</h1>
      <p className="muted">Enter the email you signed up with and we will send you a link to choose a new password.</p>
      <form onSubmit={handleSubmit}>
        <label htmlFor="email">Email</label>
        <input id="email" type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <button type="submit" className="button button-block" disabled={submitting}>
          {submitting ? 'Sending...' : 'Send Reset Link'}
        </button>
      </form>
      <p className="muted">
        Remembered it? <Link to="/login">Sign in</Link>
      </p>
    </section>
  );
}
