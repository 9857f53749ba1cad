import { useState, type FormEvent } from 'react';
import type { AdminPurchase, UserDetail } from '#shared/api/admin-users';
import { formatCad } from '#shared/commerce/pricing';
import { torontoLongDate, torontoShortDate } from '#shared/toronto-time';
import { usePackages } from '../../../api/commerce.ts';
import { ConfirmDialog, Modal } from '../../../components/dialog.tsx';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { useExtendAccess, useGrantComp, useRevokeAccess } from '../api/users.ts';
import { STATE_LABELS, daysFromNow, dayOf, torontoEndOfDay } from '../lib/format.ts';

const TIERS = { free: 'Free access', barrister: 'Partial access: Barrister', solicitor: 'Partial access: Solicitor', complete: 'Complete access' } as const;
/** A comp lasts a year unless the administrator picks another day (as long as a bought pack). */
const DEFAULT_COMP_DAYS = 365;

const STATE_TAGS: Record<AdminPurchase['state'], string> = {
  active: 'admin-user-tag-ok',
  expired: 'admin-user-tag-muted',
  refunded: 'admin-user-tag-off',
  revoked: 'admin-user-tag-off',
};

/** What the user can open now, every purchase and comp with its expiry, and granting, extending or revoking access. */
export function AccessCard({ detail }: { detail: UserDetail }) {
  const { user, access, purchases } = detail;
  const toast = useToast();
  const packages = usePackages();
  const grant = useGrantComp(user.userId);
  const extend = useExtendAccess(user.userId);
  const revoke = useRevokeAccess(user.userId);
  const [packageId, setPackageId] = useState('');
  const [until, setUntil] = useState(() => daysFromNow(DEFAULT_COMP_DAYS));
  const [extending, setExtending] = useState<AdminPurchase | null>(null);
  const [extendUntil, setExtendUntil] = useState('');
  const [revoking, setRevoking] = useState<AdminPurchase | null>(null);
  const today = daysFromNow(0);
  const failed = (title: string) => (error: Error) => toast({ title, description: error.message, variant: 'destructive' });

  function submitGrant(event: FormEvent) {
    event.preventDefault();
    const pack = packages.data?.packages.find((p) => p.id === packageId);
    if (!pack || !until) return;
    grant.mutate(
      { packageId, expiresAt: torontoEndOfDay(until) },
      {
        onSuccess: () => {
          toast({ title: 'Comp granted', description: `${pack.name} until ${torontoLongDate(torontoEndOfDay(until))}. Not counted as revenue.` });
          setPackageId('');
        },
        onError: failed('Comp not granted'),
      },
    );
  }

  function openExtend(purchase: AdminPurchase) {
    const from = purchase.expiresAt && purchase.expiresAt > new Date().toISOString() ? new Date(purchase.expiresAt) : new Date();
    setExtendUntil(dayOf(new Date(from.getTime() + 30 * 86_400_000)));
    setExtending(purchase);
  }

  function submitExtend(event: FormEvent) {
    event.preventDefault();
    if (!extending || !extendUntil) return;
    extend.mutate(
      { purchaseId: extending.id, expiresAt: torontoEndOfDay(extendUntil) },
      {
        onSuccess: ({ purchase }) => {
          toast({ title: 'Access extended', description: `${purchase.packageName} until ${torontoLongDate(purchase.expiresAt ?? '')}.` });
          setExtending(null);
        },
        onError: failed('Access not extended'),
      },
    );
  }

  function confirmRevoke() {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: ({ purchase }) => toast({ title: 'Access revoked', description: `${purchase.packageName}: access ended now.` }),
      onError: failed('Access not revoked'),
      onSettled: () => setRevoking(null),
    });
  }

  return (
    <section className="card admin-user-card" aria-labelledby="user-access-heading">
      <h2 id="user-access-heading">Access and purchases</h2>
      <p className="admin-user-note">
        <strong data-testid="user-access-tier">{TIERS[access.tier]}</strong>
        {access.packs.length > 0 &&
          `: ${access.packs
            .map((p) => `${p.packageName}${p.comp ? ' (comp)' : ''} ${p.expiresAt ? `until ${torontoLongDate(p.expiresAt)}` : 'with no expiry'}`)
            .join('; ')}`}
      </p>

      {purchases.length === 0 ? (
        <p className="muted admin-user-note">No purchases or comps.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Purchases and comps, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Pack</th>
                <th scope="col">Kind</th>
                <th scope="col">Since</th>
                <th scope="col">Until</th>
                <th scope="col">State</th>
                <th scope="col">Paid</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {purchases.map((purchase) => (
                <tr key={purchase.id} data-purchase-id={purchase.id}>
                  <td>{purchase.packageName}</td>
                  <td>
                    {purchase.source === 'comp' ? <span className="admin-user-tag admin-user-tag-comp">Comp</span> : 'Purchase'}
                    {purchase.couponCode && <span className="muted"> · {purchase.couponCode}</span>}
                  </td>
                  <td>{torontoShortDate(purchase.purchasedAt)}</td>
                  <td>{purchase.expiresAt ? torontoLongDate(purchase.expiresAt) : 'No expiry'}</td>
                  <td>
                    <span className={`admin-user-tag ${STATE_TAGS[purchase.state]}`}>{STATE_LABELS[purchase.state]}</span>
                  </td>
                  <td>{purchase.source === 'comp' ? <span className="muted">Free</span> : purchase.amountPaidCents === null ? '—' : formatCad(purchase.amountPaidCents)}</td>
                  <td>
                    <div className="admin-user-row-actions">
                      {(purchase.state === 'active' || purchase.state === 'expired') && purchase.expiresAt && (
                        <button type="button" className="button button-secondary" onClick={() => openExtend(purchase)} aria-label={`Extend ${purchase.packageName}`}>
                          Extend
                        </button>
                      )}
                      {purchase.state === 'active' && (
                        <button type="button" className="button button-secondary" onClick={() => setRevoking(purchase)} aria-label={`Revoke ${purchase.packageName}`}>
                          Revoke
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <form className="admin-user-form" onSubmit={submitGrant} aria-labelledby="user-grant-heading">
        <h3 id="user-grant-heading" style={{ flexBasis: '100%' }}>
          Grant a pack (a comp)
        </h3>
        <div>
          <label htmlFor="admin-grant-pack">Pack</label>
          <select id="admin-grant-pack" value={packageId} onChange={(event) => setPackageId(event.target.value)} required>
            <option value="">{packages.isPending ? 'Loading packs...' : 'Choose a pack'}</option>
            {packages.data?.packages.map((pack) => (
              <option key={pack.id} value={pack.id}>
                {pack.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="admin-grant-until">Access until (Toronto)</label>
          <input id="admin-grant-until" type="date" value={until} min={today} onChange={(event) => setUntil(event.target.value)} required />
        </div>
        <button type="submit" className="button" disabled={grant.isPending || !packageId || !until}>
          {grant.isPending ? 'Granting...' : 'Grant comp'}
        </button>
        <p className="muted admin-user-note" style={{ flexBasis: '100%' }}>
          Free access, recorded as a comp: never counted as revenue. It unlocks the pack at once.
        </p>
      </form>

      <Modal open={extending !== null} onOpenChange={(open) => !open && setExtending(null)} title="Extend access" description={extending ? `${extending.packageName}, now until ${torontoLongDate(extending.expiresAt ?? '')}.` : undefined}>
        <form className="admin-user-form" onSubmit={submitExtend}>
          <div>
            <label htmlFor="admin-extend-until">New last day (Toronto)</label>
            <input id="admin-extend-until" type="date" value={extendUntil} min={today} onChange={(event) => setExtendUntil(event.target.value)} required />
          </div>
          <div className="dialog-actions" style={{ flexBasis: '100%' }}>
            <button type="button" className="button button-secondary" onClick={() => setExtending(null)} disabled={extend.isPending}>
              Cancel
            </button>
            <button type="submit" className="button" disabled={extend.isPending || !extendUntil}>
              {extend.isPending ? 'Saving...' : 'Extend'}
            </button>
          </div>
        </form>
      </Modal>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this access?"
        description={revoking ? `${user.email} loses the ${revoking.packageName} now. Their results are kept. Revoking is not a refund: refunds are made in Stripe.` : ''}
        confirmLabel="Revoke access"
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </section>
  );
}
