import { useState, type FormEvent } from 'react';
import type { MeResponse } from '#shared/api/me';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { useUpdateProfile } from '../api/account.ts';

export function ProfileCard({ me }: { me: MeResponse }) {
  const toast = useToast();
  const update = useUpdateProfile();
  const [firstName, setFirstName] = useState(me.firstName ?? '');
  const [lastName, setLastName] = useState(me.lastName ?? '');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { firstName, lastName },
      {
        onSuccess: () => toast({ title: 'Profile Updated', description: 'Your name has been saved.' }),
        onError: (error) => toast({ title: 'Profile Not Saved', description: error.message, variant: 'destructive' }),
      },
    );
  }

  return (
    <section className="card" aria-labelledby="profile-heading">
      <h2 id="profile-heading">Profile</h2>
      <form onSubmit={handleSubmit} className="stack-form">
        <label htmlFor="account-email">Email</label>
        <input id="account-email" type="email" value={me.email} readOnly aria-readonly="true" />
        <div className="field-pair">
          <div>
            <label htmlFor="account-first-name">First name</label>
            <input id="account-first-name" required maxLength={50} autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
          </div>
          <div>
            <label htmlFor="account-last-name">Last name</label>
            <input id="account-last-name" maxLength={50} autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} />
          </div>
        </div>
        <p className="hint">You are greeted as “{me.displayName}”.</p>
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Profile'}
        </button>
      </form>
    </section>
  );
}
