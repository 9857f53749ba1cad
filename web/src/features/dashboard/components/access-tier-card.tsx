import { Link } from 'react-router-dom';
import { PACKS } from '#shared/catalogue';
import { formatCad, TOTAL_UPGRADE_CENTS } from '#shared/commerce/pricing';
import { usePackages } from '../../../api/commerce.ts';
import { TIER_LABELS, type Tier } from '../../../lib/owned-plans.ts';

const TIER_DETAILS: Record<Tier, string> = {
  free: 'You have the free diagnostic and the free sample quiz. A pack adds full timed exams, mini exams and topic quizzes.',
  barrister: `You own the ${PACKS.barrister.name}.`,
  solicitor: `You own the ${PACKS.solicitor.name}.`,
  complete: 'Every Barrister and Solicitor exam and quiz is unlocked.',
};

/** Learning-area §4: Free; Partial Access (one pack, offered the Total upgrade); Complete Access. */
export function AccessTierCard({ tier, onChoosePack }: { tier: Tier; onChoosePack: () => void }) {
  // The Total pack's list price is the table's (GET /api/packages); the sentence waits for it.
  const totalPrice = usePackages().data?.packages.find((p) => p.key === 'total')?.priceCents;
  const other = tier === 'barrister' ? 'Solicitor' : 'Barrister';
  return (
    <section className={`card access-card access-${tier}`} aria-labelledby="access-heading">
      <p className="eyebrow">Your access</p>
      <h2 id="access-heading">{TIER_LABELS[tier]}</h2>
      <p className="muted">{TIER_DETAILS[tier]}</p>
      {tier === 'free' && (
        <button type="button" className="button" onClick={onChoosePack}>
          Choose a pack
        </button>
      )}
      {(tier === 'barrister' || tier === 'solicitor') && (
        <div className="upgrade-offer">
          <p>
            Add every {other} exam and quiz: upgrade to the {PACKS.total.name} for <strong>{formatCad(TOTAL_UPGRADE_CENTS)}</strong>
            {totalPrice === undefined ? '' : ` instead of ${formatCad(totalPrice)}`}.
          </p>
          <Link className="button" to="/checkout?package=total">
            Upgrade to Total
          </Link>
        </div>
      )}
      {tier === 'complete' && (
        <Link className="button button-secondary" to="/my-content">
          Go to your practice content
        </Link>
      )}
    </section>
  );
}
