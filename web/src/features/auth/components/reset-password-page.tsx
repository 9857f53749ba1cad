import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { validateNewPassword } from '#shared/auth/validation';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { loadCommonPasswordCheck } from '../../../lib/password-rules.ts';
import { confirmPasswordReset } from '../api/password-reset.ts';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  if (!token) {
    return (
      <section className="auth-card">
        <h1>Reset link missing</h1>
        <p>Open the link from your reset email, or request a new one.</p>
        <Link to="/forgot-password" className="button">
          Request a new link
        </Link>
      </section>
    );
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateNewPassword(password, await loadCommonPasswordCheck());
    if (invalid) {
      toast({ title: invalid.title, description: invalid.message, variant: 'destructive' });
      return;
    }
    if (password !== confirmation) {
      toast({ title: 'Passwords Do Not Match', description: 'Type the same new password twice.', variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      await confirmPasswordReset(token, password);
      toast({ title: 'Password Updated', description: 'Sign in with your new password.' });
      navigate('/login', { replace: true });
    } catch (error) {
      const known = error instanceof ApiError && error.status === 400;
      toast({
        title: known && error.title ? error.title : 'Password Not Updated',
        description: known ? error.message : 'An unexpected error occurred. Please try again.',
        variant: 'destructive',
      });
      setSubmitting(false);
    }
  }

  return (
    <section className="auth-card">
      <h1>Choose a new password</h1>
      <form onSubmit={handleSubmit} noValidate>
        <label htmlFor="password">New password</label>
        <div className="password-field">
          <input id="password" type={showPassword ? 'text' : 'password'} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <button type="button" className="link-button" aria-pressed={showPassword} aria-controls="password" onClick={() => setShowPassword((s) => !s)}>
            {showPassword ? 'Hide' : 'Show'}
          </button>
        </div>
        <label htmlFor="confirmation">Confirm new password</label>
        <input id="confirmation" type={showPassword ? 'text' : 'password'} autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
        <p className="hint">At least 8 characters, not a common password.</p>
        <button type="submit" className="button button-block" disabled={submitting}>
          {submitting ? 'Updating...' : 'Update Password'}
        </button>
      </form>
    </section>
  );
}
