import { useToast } from '../../../components/toast/toast-context.tsx';
import '../account.css';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/email-preferences.ts';

/**
 * Marketing email on or off (CASL). Account and security email always goes, so it is stated,
 * not offered as a switch. The same setting the unsubscribe link in each marketing email turns off.
 */
export function EmailPreferencesCard() {
  const toast = useToast();
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  // While a change is being saved, show it (the switch is disabled until the server answers).
  const marketing = update.isPending ? update.variables.marketingEmails : preferences.data?.marketingEmails;

  function change(marketingEmails: boolean) {
    update.mutate(
      { marketingEmails },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Email Preferences Saved',
            description: saved.marketingEmails ? 'You will receive offers and exam reminders.' : 'You will no longer receive offers and exam reminders.',
          }),
        onError: (error) => toast({ title: 'Not Saved', description: error.message, variant: 'destructive' }),
      },
    );
  }

  return (
    <section className="card" aria-labelledby="email-preferences-heading">
      <h2 id="email-preferences-heading">Email preferences</h2>
      {preferences.isPending && <p className="muted">Loading your email preferences...</p>}
      {preferences.isError && (
        <>
          <p className="muted">Could not load your email preferences.</p>
          <button type="button" className="button button-secondary" onClick={() => void preferences.refetch()}>
            Retry
          </button>
        </>
      )}
      {preferences.isSuccess && (
        <>
          <label className="checkbox email-preference">
            <input
              type="checkbox"
              role="switch"
              checked={marketing ?? true}
              disabled={update.isPending}
              aria-describedby="marketing-emails-hint"
              onChange={(event) => change(event.target.checked)}
            />
            <span>
              <strong>Offers and exam reminders</strong>
              <span id="marketing-emails-hint" className="muted email-preference-hint">
                Discounts such as the Test Drive offer, and reminders the week before and on the day of your exam. Each one has an unsubscribe link.
              </span>
            </span>
          </label>
          <p className="hint">Emails about your account and its security (confirming your address, password resets, receipts and results) are always sent.</p>
        </>
      )}
    </section>
  );
}
