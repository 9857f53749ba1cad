import type { MeResponse } from '#shared/api/me';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { useResendActivation } from '../api/resend-activation.ts';

/** A quiet reminder until the address is confirmed. */
export function VerifyEmailReminder({ me }: { me: MeResponse }) {
  const resend = useResendActivation();
  const toast = useToast();
  if (me.emailVerified) return null;
  return (
    <div className="notice" role="status">
      <span>
        Please confirm your email address: we sent a link to <strong>{me.email}</strong>.
      </span>
      {resend.isSuccess ? (
        <span className="muted">Sent. Check your inbox.</span>
      ) : (
        <button
          type="button"
          className="link-button"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onError: (error) => toast({ title: 'Email Not Sent', description: error.message, variant: 'destructive' }),
            })
          }
        >
          {resend.isPending ? 'Sending...' : 'Resend email'}
        </button>
      )}
    </div>
  );
}
