import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { validateSignup } from '#shared/auth/validation';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { useAuth } from '../auth-context.tsx';

export function SignupPage() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const toast = useToast();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    // The 10,000-password list is loaded only when someone signs up, not with every page.
    const { isCommonPassword } = await import('#shared/auth/common-passwords');
    const invalid = validateSignup({ password, termsAccepted }, isCommonPassword);
    if (invalid) {
      toast({ title: invalid.title, description: invalid.message, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      await signUp({ email, password, firstName });
      toast({ title: 'Account Created Successfully', description: 'Welcome! Taking you to your dashboard...' });
      navigate('/dashboard', { replace: true });
    } catch {
      // Spec: one message whatever the cause, so the form never reveals whether an account exists.
      toast({ title: 'Signup Failed', description: 'Failed to create account. Please try again.', variant: 'destructive' });
      setSubmitting(false);
    }
  }

  return (
    <section className="auth-card">
      <h1>Create your account</h1>
      <p className="muted">Start with the free diagnostic. No credit card needed.</p>
      <form onSubmit={handleSubmit}>
        <label htmlFor="firstName">
          First name <span className="muted">(optional)</span>
        </label>
        <input id="firstName" autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
        <label htmlFor="email">Email</label>
        <input id="email" type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <label htmlFor="password">Password</label>
        <div className="password-field">
          <input
            id="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button
            type="button"
            className="link-button"
            aria-pressed={showPassword}
            aria-controls="password"
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? 'Hide' : 'Show'}
          </button>
        </div>
        <p className="hint">At least 8 characters. A passphrase of a few words works well.</p>
        <label className="checkbox">
          <input type="checkbox" checked={termsAccepted} onChange={(e) => setTermsAccepted(e.target.checked)} />
          <span>
            I agree to the <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>
          </span>
        </label>
        <button type="submit" className="button button-block" disabled={submitting}>
          {submitting ? 'Creating Account...' : 'Create Account'}
        </button>
      </form>
      <p className="muted">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </section>
  );
}
