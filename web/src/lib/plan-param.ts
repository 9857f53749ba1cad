import { PACKS, type PlanKey } from '#shared/catalogue';

/**
 * The `package` query value of a purchase link: the plan key the landing page uses
 * (`?package=total`) or a package id. Unknown values give null, and the caller goes to the dashboard.
 */
export function packageIdFromParam(value: string | null): string | null {
  if (!value) return null;
  const byKey = PACKS[value.toLowerCase() as PlanKey] as (typeof PACKS)[PlanKey] | undefined;
  if (byKey) return byKey.id;
  return Object.values(PACKS).some((p) => p.id === value) ? value : null;
}

export function purchaseSignupHref(plan: PlanKey): string {
  return `/signup?package=${plan}&redirect=payment&intent=purchase`;
}
