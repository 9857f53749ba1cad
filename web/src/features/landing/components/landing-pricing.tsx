import { Link } from 'react-router-dom';
import type { PackagesResponse } from '#shared/api/commerce';
import { usePackages } from '../../../api/commerce.ts';
import { useTestDrivePercent } from '../../../api/site-settings.ts';
import { PlanCards } from '../../../components/plan-cards.tsx';
import { purchaseSignupHref } from '../../../lib/plan-param.ts';
import { track } from '../../../lib/analytics.ts';

/**
 * The questions candidates can practise today: the available items of the Barrister and
 * Solicitor packs (the Total pack holds the same items, so it is not counted again).
 */
export function availableQuestionCount(packages: PackagesResponse['packages']): number {
  const items = new Map<string, number>();
  for (const pack of packages) {
    if (pack.key === 'total') continue;
    for (const item of pack.contents) if (item.available) items.set(item.id, item.questionCount);
  }
  return [...items.values()].reduce((sum, n) => sum + n, 0);
}

/** Loaded after the landing's first paint: it brings the API client and its validator. */
export function LandingPricing() {
  const packages = usePackages();
  if (packages.isPending) return <p className="muted">Loading the packs...</p>;
  if (packages.isError) {
    return (
      <div className="empty-state" role="alert">
        <p>We could not load the packs.</p>
        <button type="button" className="button" onClick={() => void packages.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <PlanCards
      plans={packages.data.packages}
      action={(plan) => (
        <Link
          className={`button button-block${plan.mostPopular ? '' : ' button-secondary'}`}
          to={purchaseSignupHref(plan.key)}
          onClick={() => track('landing_pricing_card_click', { plan: plan.key })}
        >
          Get the {plan.name}
        </Link>
      )}
    />
  );
}

/** "N practice questions available now", from the catalogue rather than typed in. */
export function AvailableQuestions() {
  const packages = usePackages();
  if (!packages.data) return null;
  const count = availableQuestionCount(packages.data.packages);
  return count > 0 ? (
    <p className="landing-count">
      <strong>{count}</strong> practice questions in the packs today, with more added before each sitting.
    </p>
  ) : null;
}

/** "20% off": the Test Drive percentage in force (GET /api/site-settings), or `fallback` until it has loaded. */
export function TestDriveOff({ fallback }: { fallback: string }) {
  const percent = useTestDrivePercent();
  return <>{percent === null ? fallback : `${percent}% off`}</>;
}
