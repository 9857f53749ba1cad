import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { rateLimitMessage } from '#shared/auth/rate-limit';
import { validateLogin } from '#shared/auth/validation';
import { checkRateLimit } from '../api/rate-limit.ts';
import { useFollowAfterAuth } from '../use-follow-after-auth.ts';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';

function loginErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return 'An unexpected error occurred. Please try again.';
  if (error.name === 'NotAuthorizedException' || error.name === 'UserNotFoundException') return 'Invalid email or password.';
  // Cognito wraps a trigger's refusal (the login limit) as "PreAuthentication failed with error <message>."
  const refusal = /failed with error (.+?)\.?$/.exec(error.message);
  if (error.name === 'UserLambdaValidationException' && refusal?.[1]) return `${refusal[1]}.`;
  return error.message || 'An unexpected error occurred. Please try again.';
}

export function LoginPage() {
  const { signIn, confirmSignInCode } = useAuth();
  const followAfterAuth = useFollowAfterAuth();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  /** An account with an authenticator app answers the password with a code step. */
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [code, setCode] = useState('');
  const toast = useToast();

  async function signedIn() {
    toast({ title: 'Login Successful', description: 'Welcome back!' });
    await followAfterAuth(params, 500);
  }

  async function handleCode(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) {
      toast({ title: 'Enter Your Code', description: 'Type the 6-digit code your authenticator app shows now.', variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      await confirmSignInCode(code);
      await signedIn();
    } catch (error) {
      const expired = error instanceof Error && /session|expired/i.test(`${error.name} ${error.message}`) && error.name !== 'CodeMismatchException';
      toast({
        title: 'Login Failed',
        description: expired ? 'This sign-in took too long. Enter your password again.' : 'That code is not right. Enter the code your app shows now.',
        variant: 'destructive',
      });
      if (expired) {
        setStep('password');
        setCode('');
      }
      setSubmitting(false);
    }
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateLogin({ email, password });
    if (invalid) {
      toast({ title: invalid.title, description: invalid.message, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    const limit = await checkRateLimit('login', email);
    if (!limit.allowed) {
      toast({ title: 'Login Failed', description: rateLimitMessage('login', limit), variant: 'destructive' });
      setSubmitting(false);
      return;
    }
    try {
      if ((await signIn(email, password, limit.ticket)) === 'code-required') {
        setStep('code');
        setSubmitting(false);
        return;
      }
      await signedIn();
    } catch (error) {
      toast({ title: 'Login Failed', description: loginErrorMessage(error), variant: 'destructive' });
      setSubmitting(false);
    }
  }

  if (step === 'code') {
    return (
      <section className="auth-card">
        <h1>Two-step verification</h1>
        <p className="muted">Open your authenticator app and enter the 6-digit code it shows for BarPrep Ontario.</p>
        <form onSubmit={handleCode} noValidate>
          <label htmlFor="totp-code">Code</label>
          <input
            id="totp-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={7}
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className="button button-block" disabled={submitting}>
            {submitting ? 'Checking...' : 'Verify'}
          </button>
        </form>
        <p className="muted">
          <button type="button" className="link-button" onClick={() => setStep('password')}>
            Use a different account
          </button>
        </p>
      </section>
    );
  }

  return (
    <section className="auth-card">
      <h1>Welcome back</h1>
      <p className="muted">Sign in to continue your preparation.</p>
      <form onSubmit={handleSubmit} noValidate>
        <label htmlFor="email">Email</label>
        <input id="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <label htmlFor="password">Password</label>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="form-row">
          <label className="checkbox">
            <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
            Remember me
          </label>
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <button type="submit" className="button button-block" disabled={submitting}>
          {submitting ? 'Logging in...' : 'Log In'}
        </button>
      </form>
      <p className="muted">
        New here? <Link to={`/signup${params.toString() ? `?${params.toString()}` : ''}`}>Create an account</Link>
      </p>
    </section>
  );
}
