import { useState } from 'react';
import type { AdminCoupon, CouponStatus } from '#shared/api/admin-billing';
import { PACKS } from '#shared/catalogue';
import { torontoLongDate } from '#shared/toronto-time';
import { LoadMore } from '../../../components/admin/load-more.tsx';
import { ConfirmDialog } from '../../../components/dialog.tsx';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { useCoupons, useDeactivateCoupon } from '../api/coupons.ts';
import { CouponForm } from './coupon-form.tsx';

const STATUS: Record<CouponStatus, { label: string; className: string }> = {
  active: { label: 'Active', className: 'status-active' },
  inactive: { label: 'Deactivated', className: 'status-expired' },
  expired: { label: 'Expired', className: 'status-expired' },
  used_up: { label: 'Used up', className: 'status-refunded' },
};

/** "Barrister, Total" from pack ids; every pack when the code is not restricted. */
function packsOf(coupon: AdminCoupon): string {
  if (!coupon.packageIds) return 'All packs';
  return coupon.packageIds.map((id) => Object.values(PACKS).find((p) => p.id === id)?.name.replace(' Performance Pack', '') ?? id).join(', ');
}

function redemptionsOf(coupon: AdminCoupon): string {
  return coupon.maxRedemptions === null ? `${coupon.redemptions}` : `${coupon.redemptions} of ${coupon.maxRedemptions}`;
}

/** The coupon manager: the new-coupon form, then every coupon with its redemptions, newest first. */
export function CouponsSection() {
  const coupons = useCoupons();
  const deactivate = useDeactivateCoupon();
  const toast = useToast();
  const [confirming, setConfirming] = useState<AdminCoupon | null>(null);
  const items = coupons.data?.pages.flatMap((page) => page.items) ?? [];
  const source = coupons.data?.pages[0]?.source ?? null;

  function confirmDeactivate() {
    if (!confirming) return;
    const { code } = confirming;
    deactivate.mutate(code, {
      onSuccess: () => {
        toast({ title: 'Coupon deactivated', description: `${code} can no longer be applied at checkout.` });
        setConfirming(null);
      },
      onError: (error) => {
        toast({ title: 'Coupon not deactivated', description: error.message, variant: 'destructive' });
        setConfirming(null);
      },
    });
  }

  return (
    <section className="admin-billing-section" aria-labelledby="coupons-heading">
      <div className="admin-billing-section-head">
        <h2 id="coupons-heading">Coupons</h2>
        {source && (
          <p className="muted">
            {source === 'stripe'
              ? 'Stripe promotion codes: each code made here is a Stripe coupon with its promotion code.'
              : 'Local payments: codes are kept in the app’s own table (no Stripe key is set).'}
          </p>
        )}
      </div>
      <div className="card">
        <CouponForm source={source} />
      </div>

      {coupons.isPending ? (
        <p className="muted" role="status">
          Loading coupons...
        </p>
      ) : coupons.isError ? (
        <div className="card" role="alert">
          <p>Failed to load the coupons: {coupons.error.message}</p>
          <button type="button" className="button button-secondary" onClick={() => void coupons.refetch()}>
            Try again
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="card muted">No coupons yet. The first one you create appears here.</p>
      ) : (
        <>
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Coupons table">
            <table className="admin-table coupons-table">
              <caption className="visually-hidden">Coupons, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Discount</th>
                  <th scope="col">Packs</th>
                  <th scope="col">Redemptions</th>
                  <th scope="col">Expires</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((coupon) => (
                  <tr key={coupon.stripePromotionCodeId ?? coupon.code}>
                    <th scope="row" className="coupon-code">
                      {coupon.code}
                    </th>
                    <td>{coupon.name}</td>
                    <td>{packsOf(coupon)}</td>
                    <td>
                      {redemptionsOf(coupon)}
                      {coupon.oncePerCustomer && <span className="muted"> · once each</span>}
                    </td>
                    <td>{coupon.expiresAt ? torontoLongDate(coupon.expiresAt) : 'Never'}</td>
                    <td>
                      <span className={`status-badge ${STATUS[coupon.status].className}`}>{STATUS[coupon.status].label}</span>
                    </td>
                    <td>
                      {coupon.active && (
                        <button type="button" className="link-button" onClick={() => setConfirming(coupon)} aria-label={`Deactivate ${coupon.code}`}>
                          Deactivate
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LoadMore shown={items.length} hasMore={coupons.hasNextPage} loading={coupons.isFetchingNextPage} onLoadMore={() => void coupons.fetchNextPage()} noun={items.length === 1 ? 'coupon' : 'coupons'} />
        </>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !deactivate.isPending) setConfirming(null);
        }}
        title={`Deactivate ${confirming?.code ?? 'this coupon'}?`}
        description="Buyers can no longer apply it at checkout. Purchases already made with it are not changed. A deactivated code cannot be turned back on; create a new one instead."
        confirmLabel="Deactivate"
        busy={deactivate.isPending}
        onConfirm={confirmDeactivate}
      />
    </section>
  );
}
