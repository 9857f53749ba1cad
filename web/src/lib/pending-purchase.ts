import type { PlanKey } from '#shared/catalogue';

/**
 * The pack a candidate was buying when checkout asked them to confirm their address first. The
 * confirmation link usually opens in a new tab, so it lives in localStorage, for a day.
 */
const KEY = 'bp:pending-purchase';
const DAY_MS = 24 * 60 * 60 * 1000;

export function rememberPendingPurchase(plan: PlanKey): void {
  localStorage.setItem(KEY, JSON.stringify({ plan, at: Date.now() }));
}

export function pendingPurchase(): PlanKey | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { plan?: PlanKey; at?: number } | null;
    return saved?.plan && typeof saved.at === 'number' && Date.now() - saved.at < DAY_MS ? saved.plan : null;
  } catch {
    return null;
  }
}

export function forgetPendingPurchase(): void {
  localStorage.removeItem(KEY);
}
