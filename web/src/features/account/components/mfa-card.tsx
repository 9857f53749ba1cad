import { useState, type FormEvent } from 'react';
import type { MeResponse } from '#shared/api/me';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { useConfirmAuthenticator, useMfaStatus, useStartAuthenticatorSetup, useTurnOffAuthenticator, type AuthenticatorSetup } from '../api/mfa.ts';

/** The secret in groups of four, as authenticator apps show and accept it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export function MfaCard({ me }: { me: MeResponse }) {
  const toast = useToast();
  const status = useMfaStatus();
  const start = useStartAuthenticatorSetup();
  const confirm = useConfirmAuthenticator();
  const turnOff = useTurnOffAuthenticator();
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [code, setCode] = useState('');
  const [confirmingOff, setConfirmingOff] = useState(false);

  function begin() {
    start.mutate(me.email, {
      onSuccess: setSetup,
      onError: (error) => toast({ title: 'Setup Failed', description: error.message, variant: 'destructive' }),
    });
  }

  function finish(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) {
      toast({ title: 'Enter Your Code', description: 'Type the 6-digit code your authenticator app shows now.', variant: 'destructive' });
      return;
    }
    confirm.mutate(code, {
      onSuccess: () => {
        setSetup(null);
        setCode('');
        toast({ title: 'Two-Step Verification On', description: 'From your next sign-in, you will also enter a code from your app.' });
      },
      onError: () => toast({ title: 'Code Not Accepted', description: 'Check the time on your phone and enter the code your app shows now.', variant: 'destructive' }),
    });
  }

  return (
    <section className="card" aria-labelledby="mfa-heading">
      <h2 id="mfa-heading">Two-step verification</h2>
      {me.adminRole && <p className="hint">Required for the admin area.</p>}
      {status.isPending && <p className="muted">Loading...</p>}
      {status.isError && (
        <p role="alert" className="muted">
          Could not check your two-step verification.{' '}
          <button type="button" className="link-button" onClick={() => void status.refetch()}>
            Retry
          </button>
        </p>
      )}
      {status.isSuccess && status.data.enabled && (
        <>
          <p data-testid="mfa-status">
            <strong>On.</strong> Each sign-in asks for a code from your authenticator app.
          </p>
          {confirmingOff ? (
            <div className="results-actions" role="group" aria-label="Turn off two-step verification?">
              <button
                type="button"
                className="button button-danger"
                disabled={turnOff.isPending}
                onClick={() =>
                  turnOff.mutate(undefined, {
                    onSuccess: () => {
                      setConfirmingOff(false);
                      toast({ title: 'Two-Step Verification Off', description: 'Sign-in asks for your password only.' });
                    },
                    onError: (error) => toast({ title: 'Not Changed', description: error.message, variant: 'destructive' }),
                  })
                }
              >
                {turnOff.isPending ? 'Turning off...' : 'Yes, turn it off'}
              </button>
              <button type="button" className="button button-secondary" onClick={() => setConfirmingOff(false)}>
                Keep it on
              </button>
            </div>
          ) : (
            <button type="button" className="button button-secondary" onClick={() => setConfirmingOff(true)}>
              Turn off
            </button>
          )}
        </>
      )}
      {status.isSuccess && !status.data.enabled && !setup && (
        <>
          <p data-testid="mfa-status">
            <strong>Off.</strong> Add a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...) to every sign-in.
          </p>
          <button type="button" className="button" onClick={begin} disabled={start.isPending}>
            {start.isPending ? 'Preparing...' : 'Set up an authenticator app'}
          </button>
        </>
      )}
      {setup && (
        <form onSubmit={finish} className="stack-form">
          <p>In your authenticator app, add an account with this setup key (or, on this phone, <a href={setup.uri}>open it in your app</a>):</p>
          <p>
            <code className="setup-key" data-testid="mfa-secret" aria-label="Setup key">
              {grouped(setup.secret)}
            </code>
          </p>
          <label htmlFor="mfa-code">6-digit code from the app</label>
          <input id="mfa-code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={7} value={code} onChange={(e) => setCode(e.target.value)} />
          <div className="results-actions">
            <button type="submit" className="button" disabled={confirm.isPending}>
              {confirm.isPending ? 'Checking...' : 'Turn on'}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setSetup(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
