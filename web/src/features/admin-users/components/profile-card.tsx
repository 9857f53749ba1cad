import { useState } from 'react';
import { adminRoles } from '#shared/api/me';
import type { AdminUserRole, UserDetail } from '#shared/api/admin-users';
import { torontoLongDate } from '#shared/toronto-time';
import { ConfirmDialog } from '../../../components/dialog.tsx';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { useResendVerification, useSetEnabled, useSetRole, useSignOutUser } from '../api/users.ts';
import { fullName, roleLabel } from '../lib/format.ts';

type Confirming = 'sign-out' | 'disable' | 'role' | null;

const EXAMS = { barrister: 'Barrister', solicitor: 'Solicitor', both: 'Both' } as const;

/** Who the user is, and what can be done to their account: activation email, sign-out, disable or enable, role. */
export function ProfileCard({ detail, isSelf }: { detail: UserDetail; isSelf: boolean }) {
  const { user, sessions } = detail;
  const toast = useToast();
  const resend = useResendVerification(user.userId);
  const signOut = useSignOutUser(user.userId);
  const setEnabled = useSetEnabled(user.userId);
  const setRole = useSetRole(user.userId);
  const [confirming, setConfirming] = useState<Confirming>(null);
  // The role picked in the form; null: the user's current one (so the form follows the user's page as it reloads).
  const [choice, setRoleChoice] = useState<'none' | NonNullable<AdminUserRole> | null>(null);
  const role = choice ?? user.role ?? 'none';
  const chosenRole: AdminUserRole = role === 'none' ? null : role;
  const live = sessions.filter((s) => s.isActive).length;
  const failed = (title: string) => (error: Error) => toast({ title, description: error.message, variant: 'destructive' });

  function resendActivation() {
    resend.mutate(undefined, {
      onSuccess: () => toast({ title: 'Activation email sent', description: `To ${user.email}.` }),
      onError: failed('Email not sent'),
    });
  }

  function confirmSignOut() {
    signOut.mutate(undefined, {
      onSuccess: () => toast({ title: 'Signed out everywhere', description: `${user.email} must sign in again on every device.` }),
      onError: failed('Sign-out failed'),
      onSettled: () => setConfirming(null),
    });
  }

  function changeEnabled(enabled: boolean) {
    setEnabled.mutate(enabled, {
      onSuccess: () =>
        toast({ title: enabled ? 'Account enabled' : 'Account disabled', description: enabled ? `${user.email} can sign in again.` : `${user.email} is signed out and cannot sign in.` }),
      onError: failed(enabled ? 'Account not enabled' : 'Account not disabled'),
      onSettled: () => setConfirming(null),
    });
  }

  function confirmRole() {
    setRole.mutate(chosenRole, {
      onSuccess: () => toast({ title: 'Role changed', description: `${user.email} is now: ${roleLabel(chosenRole)}.` }),
      onError: failed('Role not changed'),
      onSettled: () => {
        setRoleChoice(null);
        setConfirming(null);
      },
    });
  }

  return (
    <section className="card admin-user-card" aria-labelledby="user-profile-heading">
      <h2 id="user-profile-heading">Profile</h2>
      <dl className="admin-user-facts">
        <div>
          <dt>Email</dt>
          <dd data-testid="user-email">{user.email}</dd>
        </div>
        <div>
          <dt>Name</dt>
          <dd>{fullName(user) || <span className="muted">None given</span>}</dd>
        </div>
        <div>
          <dt>Address confirmed</dt>
          <dd>{user.emailVerified ? 'Yes' : 'Not yet'}</dd>
        </div>
        <div>
          <dt>Joined</dt>
          <dd>{user.createdAt ? torontoLongDate(user.createdAt) : <span className="muted">Made outside sign-up</span>}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd data-testid="user-role">{roleLabel(user.role)}</dd>
        </div>
        <div>
          <dt>Account</dt>
          <dd data-testid="user-enabled">{user.enabled ? 'Enabled' : 'Disabled: cannot sign in'}</dd>
        </div>
        <div>
          <dt>Preparing for</dt>
          <dd>{user.examType ? EXAMS[user.examType] : <span className="muted">Not said</span>}</dd>
        </div>
        <div>
          <dt>Time accommodation</dt>
          <dd>{user.timeMultiplier === 1 ? 'Standard time' : `${user.timeMultiplier}× time`}</dd>
        </div>
      </dl>

      <div className="admin-user-actions">
        {!user.emailVerified && (
          <button type="button" className="button button-secondary" onClick={resendActivation} disabled={resend.isPending}>
            {resend.isPending ? 'Sending...' : 'Resend activation email'}
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={() => setConfirming('sign-out')}>
          Sign out everywhere
        </button>
        {user.enabled ? (
          <button type="button" className="button button-danger" onClick={() => setConfirming('disable')} disabled={isSelf} title={isSelf ? 'You cannot disable your own account' : undefined}>
            Disable account
          </button>
        ) : (
          <button type="button" className="button" onClick={() => changeEnabled(true)} disabled={setEnabled.isPending}>
            {setEnabled.isPending ? 'Enabling...' : 'Enable account'}
          </button>
        )}
      </div>

      <form
        className="admin-user-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosenRole !== user.role) setConfirming('role');
        }}
      >
        <div>
          <label htmlFor="admin-user-role">Role</label>
          <select id="admin-user-role" value={role} onChange={(event) => setRoleChoice(event.target.value as typeof role)} disabled={isSelf}>
            <option value="none">{roleLabel(null)} (no admin role)</option>
            {adminRoles.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-secondary" disabled={isSelf || chosenRole === user.role || setRole.isPending}>
          Change role
        </button>
        <p className="muted admin-user-note">
          {isSelf
            ? 'This is you: another super admin changes your role or account.'
            : 'A new role applies from their next sign-in; taking a role away signs them out everywhere at once. The last super admin keeps the role.'}
        </p>
      </form>

      <ConfirmDialog
        open={confirming === 'sign-out'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Sign out everywhere?"
        description={`${user.email} is signed out on every device at once (${live} live ${live === 1 ? 'session' : 'sessions'}) and must sign in again.`}
        confirmLabel="Sign out everywhere"
        busy={signOut.isPending}
        onConfirm={confirmSignOut}
      />
      <ConfirmDialog
        open={confirming === 'disable'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Disable this account?"
        description={`${user.email} is signed out everywhere at once and cannot sign in until the account is enabled again. Their data is kept.`}
        confirmLabel="Disable account"
        busy={setEnabled.isPending}
        onConfirm={() => changeEnabled(false)}
      />
      <ConfirmDialog
        open={confirming === 'role'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Change the role?"
        description={`${user.email}: ${roleLabel(user.role)} → ${roleLabel(chosenRole)}.${
          chosenRole === 'super_admin' ? ' A super admin can do everything, including changing other admins.' : ''
        }`}
        confirmLabel="Change role"
        busy={setRole.isPending}
        onConfirm={confirmRole}
      />
    </section>
  );
}
