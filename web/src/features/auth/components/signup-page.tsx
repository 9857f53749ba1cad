import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { rateLimitMessage } from '#shared/auth/rate-limit';
import { validateSignup } from '#shared/auth/validation';
import { examTypes } from '#shared/api/auth';
import { upcomingSittings } from '#shared/sittings';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { loadCommonPasswordCheck } from '../../../lib/password-rules.ts';
import { checkRateLimit } from '../api/rate-limit.ts';
import { useFollowAfterAuth } from '../use-follow-after-auth.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { track } from '../../../lib/analytics.ts';

type ExamType = (typeof examTypes)[number];

const EXAM_LABELS: Record<ExamType, string> = { barrister: 'Barrister', solicitor: 'Solicitor', both: 'Both exams' };

function signupFailure(error: unknown): { title: string; description: string } {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429) && error.message) {
    return { title: error.status === 400 && error.title ? error.title : 'Signup Failed', description: error.message };
  }
  // Spec: one message whatever the cause, so the form never reveals whether an account exists.
  return { title: 'Signup Failed', description: 'Failed to create account. Please try again.' };
}

export function SignupPage() {
  const { signUp } = useAuth();
  const followAfterAuth = useFollowAfterAuth();
  const [params] = useSearchParams();
  const toast = useToast();
  const sittings = useMemo(() => upcomingSittings(new Date()), []);
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [examType, setExamType] = useState<ExamType | ''>('');
  const [plannedSitting, setPlannedSitting] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const started = useRef(false);

  useEffect(() => track('signup_page_view', { intent: params.get('intent') === 'purchase' }), [params]);
  // Spec's tracked sign-up events: the first edit of the form counts as its start.
  function formStart() {
    if (started.current) return;
    started.current = true;
    track('signup_form_start');
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    const invalid = validateSignup({ password, termsAccepted }, await loadCommonPasswordCheck());
    if (invalid) {
      track('signup_error', { reason: invalid.title });
      toast({ title: invalid.title, description: invalid.message, variant: 'destructive' });
      return;
    }
    track('signup_form_complete');
    setSubmitting(true);
    const limit = await checkRateLimit('signup', email);
    if (!limit.allowed) {
      toast({ title: 'Signup Failed', description: rateLimitMessage('signup', limit), variant: 'destructive' });
      setSubmitting(false);
      return;
    }
    try {
      await signUp({
        email: email.trim(),
        password,
        termsAccepted: true,
        firstName: firstName.trim() || undefined,
        examType: examType || undefined,
        plannedSitting: plannedSitting || undefined,
        source: params.get('utm_source') ?? params.get('source') ?? undefined,
        referrer: document.referrer || undefined,
      });
      track('signup_success');
      toast({ title: 'Account Created Successfully', description: 'Welcome! Taking you to your dashboard...' });
      await followAfterAuth(params, 1000);
    } catch (error) {
      const failure = signupFailure(error);
      track('signup_error', { reason: failure.title });
      toast({ ...failure, variant: 'destructive' });
      setSubmitting(false);
    }
  }

  return (
    <section className="auth-card">
      <h1>Create your account</h1>
      <p className="muted">Start with the free diagnostic. No credit card needed.</p>
      <form onSubmit={handleSubmit} onChange={formStart}>
        <label htmlFor="email">Email</label>
        <input id="email" type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} onFocus={() => track('signup_email_focus')} />
        <label htmlFor="password">Password</label>
        <div className="password-field">
          <input
            id="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onFocus={() => track('signup_password_focus')}
            aria-describedby="password-hint"
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
        <p className="hint" id="password-hint">
          At least 8 characters. A passphrase of a few words works well.
        </p>
        <label htmlFor="firstName">
          First name <span className="muted">(optional)</span>
        </label>
        <input id="firstName" autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
        <div className="field-pair">
          <div>
            <label htmlFor="examType">
              Exam <span className="muted">(optional)</span>
            </label>
            <select id="examType" value={examType} onChange={(e) => {
                setExamType(e.target.value as ExamType | '');
                track('signup_exam_type_select', { examType: e.target.value || 'none' });
              }}
            >
              <option value="">Choose...</option>
              {examTypes.map((type) => (
                <option key={type} value={type}>
                  {EXAM_LABELS[type]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="plannedSitting">
              Planned sitting <span className="muted">(optional)</span>
            </label>
            <select id="plannedSitting" value={plannedSitting} onChange={(e) => {
                setPlannedSitting(e.target.value);
                track('signup_exam_date_select', { sitting: e.target.value || 'none' });
              }}
            >
              <option value="">Not sure yet</option>
              {sittings.map((sitting) => (
                <option key={sitting.value} value={sitting.value}>
                  {sitting.label}
                </option>
              ))}
            </select>
          </div>
        </div>
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
