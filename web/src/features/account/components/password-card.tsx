import { useState, type FormEvent } from 'react';
import { validateNewPassword } from '#shared/auth/validation';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { loadCommonPasswordCheck } from '../../../lib/password-rules.ts';
import { useChangePassword } from '../api/account.ts';

export function PasswordCard({ email }: { email: string }) {
  const toast = useToast();
  const change = useChangePassword(email);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateNewPassword(newPassword, await loadCommonPasswordCheck());
    if (invalid) {
      toast({ title: invalid.title, description: invalid.message, variant: 'destructive' });
      return;
    }
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          toast({ title: 'Password Changed', description: 'Every other device has been signed out. Use your new password next time you sign in.' });
        },
        onError: (error) =>
          toast({
            title: error instanceof ApiError && error.title ? error.title : 'Password Not Changed',
            description: error.message,
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <section className="card" aria-labelledby="password-heading">
      <h2 id="password-heading">Change password</h2>
      <form onSubmit={handleSubmit} className="stack-form">
        <label htmlFor="current-password">Current password</label>
        <input id="current-password" type="password" required autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrentPassword(e.target.value)} />
        <label htmlFor="new-password">New password</label>
        <input id="new-password" type="password" required autoComplete="new-password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />
        <p className="hint">At least 8 characters, not a common password.</p>
        <button type="submit" className="button" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change Password'}
        </button>
      </form>
    </section>
  );
}
