import type { PlanKey } from '#shared/catalogue';
import type { PackClass } from '#shared/exam/access';

type Tier = 'free' | 'barrister' | 'solicitor' | 'complete';

/** The packs a tier stands for, so the SPA can ask the shared price rule what a pack costs this buyer. */
export function ownedClassesOfTier(tier: Tier): Set<PackClass> {
  if (tier === 'complete') return new Set(['total']);
  if (tier === 'free') return new Set();
  return new Set([tier]);
}

export const TIER_LABELS: Record<Tier, string> = {
  free: 'Free Access',
  barrister: 'Partial Access',
  solicitor: 'Partial Access',
  complete: 'Complete Access',
};

export type { PlanKey, Tier };
