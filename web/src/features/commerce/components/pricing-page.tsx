import { Link, useSearchParams } from 'react-router-dom';
import { packPrice, formatCad } from '#shared/commerce/pricing';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useContent } from '../../../api/content.ts';
import { usePackages } from '../../../api/commerce.ts';
import { useTestDrivePercent } from '../../../api/site-settings.ts';
import { purchaseSignupHref } from '../../../lib/plan-param.ts';
import { ownedClassesOfTier } from '../../../lib/owned-plans.ts';
import { PlanCards } from '../../../components/plan-cards.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';

/**
 * /pricing (public). Visitors go to sign-up with the purchase intent; a signed-in candidate goes
 * to /checkout; a pack already owned says so, and a single-pack owner sees the upgrade price.
 */
export function PricingPage() {
  const { state } = useAuth();
  const [params] = useSearchParams();
  const signedIn = state.status === 'signedIn';
  const packages = usePackages();
  const content = useContent(signedIn);
  const owned = ownedClassesOfTier(content.data?.accessTier ?? 'free');
  const testDrivePercent = useTestDrivePercent();

  return (
    <section className="pricing-page">
      <header className="page-head">
        <p className="eyebrow">Pricing</p>
        <h1>Choose your Performance Pack</h1>
        <p className="lead-small">
          One payment in Canadian dollars, plus 13% HST, for one year of access: long enough for two sittings. Finished the free Test Drive? Your {testDrivePercent === null ? 'discount' : `${testDrivePercent}% discount`} is
          applied automatically at checkout while the offer runs.
        </p>
      </header>
      {params.get('checkout') === 'cancelled' && (
        <p className="notice" role="status">
          Checkout cancelled. You have not been charged.
        </p>
      )}
      {packages.isPending || (signedIn && content.isPending) ? (
        <PageLoading />
      ) : packages.isError ? (
        <div className="empty-state" role="alert">
          <p>We could not load the packs. {packages.error.message}</p>
          <button type="button" className="button" onClick={() => void packages.refetch()}>
            Retry
          </button>
        </div>
      ) : (
        <PlanCards
          plans={packages.data.packages}
          action={(plan) => {
            if (!signedIn) {
              return (
                <Link className={`button button-block${plan.mostPopular ? '' : ' button-secondary'}`} to={purchaseSignupHref(plan.key)}>
                  Get the {plan.name}
                </Link>
              );
            }
            const price = packPrice(plan.key, owned, plan.priceCents);
            if ('refusal' in price) {
              return (
                <p className="plan-owned" role="status">
                  ✓ {price.refusal === 'complete_access' ? 'Included in your Complete Access' : 'You own this pack'}
                </p>
              );
            }
            return (
              <Link className={`button button-block${plan.mostPopular ? '' : ' button-secondary'}`} to={`/checkout?package=${plan.key}`}>
                {price.isUpgrade ? `Upgrade for ${formatCad(price.priceCents)}` : `Buy the ${plan.name}`}
              </Link>
            );
          }}
        />
      )}
      <p className="fine-print">
        Independent preparation material, not affiliated with or endorsed by the Law Society of Ontario. Questions about a purchase? <Link to="/contact">Contact us</Link>.
      </p>
    </section>
  );
}
