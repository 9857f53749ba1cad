import { useState } from 'react';
import { packPrice, formatCad } from '#shared/commerce/pricing';
import { usePackages } from '../../../api/commerce.ts';
import { useStartCheckout } from '../../../api/start-checkout.ts';
import { CouponBox, type AppliedCoupon } from '../../../components/coupon-box.tsx';
import { PlanCards } from '../../../components/plan-cards.tsx';
import { PaymentUnavailable } from '../../../components/payment-unavailable.tsx';
import { ownedClassesOfTier, type Tier } from '../../../lib/owned-plans.ts';

/**
 * The dashboard's toggleable package chooser (learning-area §2): the packs this candidate can
 * still buy and a coupon box; choosing one goes straight to the payment page with the coupon.
 */
export function PackageChooser({ tier, open, onToggle }: { tier: Tier; open: boolean; onToggle: () => void }) {
  const packages = usePackages();
  const checkout = useStartCheckout();
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  const owned = ownedClassesOfTier(tier);
  if (tier === 'complete') return null;

  return (
    <section className="package-chooser" aria-labelledby="chooser-heading">
      <div className="chooser-head">
        <h2 id="chooser-heading">Performance Packs</h2>
        <button type="button" className="button button-secondary" aria-expanded={open} aria-controls="chooser-body" onClick={onToggle}>
          {open ? 'Hide packs' : 'Show packs'}
        </button>
      </div>
      {open && (
        <div id="chooser-body" className="chooser-body">
          <div className="card chooser-coupon">
            <CouponBox applied={coupon} onApplied={setCoupon} onRemoved={() => setCoupon(null)} />
          </div>
          {checkout.unavailable && <PaymentUnavailable />}
          {packages.isPending ? (
            <p className="muted">Loading...</p>
          ) : packages.isError ? (
            <p className="field-error" role="alert">
              Failed to load the packs.{' '}
              <button type="button" className="link-button" onClick={() => void packages.refetch()}>
                Retry
              </button>
            </p>
          ) : (
            <PlanCards
              plans={packages.data.packages}
              action={(plan) => {
                const price = packPrice(plan.key, owned, plan.priceCents);
                if ('refusal' in price) return <p className="plan-owned">✓ You own this pack</p>;
                const busy = checkout.starting && choosing === plan.id;
                return (
                  <button
                    type="button"
                    className={`button button-block${plan.mostPopular ? '' : ' button-secondary'}`}
                    disabled={checkout.starting}
                    onClick={() => {
                      setChoosing(plan.id);
                      void checkout.start({ packageId: plan.id, couponCode: coupon?.code });
                    }}
                  >
                    {busy ? 'Redirecting to payment...' : price.isUpgrade ? `Upgrade for ${formatCad(price.priceCents)}` : `Buy for ${formatCad(price.priceCents)}`}
                  </button>
                );
              }}
            />
          )}
          <p className="fine-print">Prices in CAD before 13% HST. Your discount, coupon and tax are shown on the payment page before you pay.</p>
        </div>
      )}
    </section>
  );
}
