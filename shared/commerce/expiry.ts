const DAY_MS = 86_400_000;

/**
 * Whole days of access left, rounded up so the last day counts ("1 day left" until the moment it
 * expires); 0 once expired; null when the purchase never expires.
 */
export function daysLeft(expiresAt: string | null, now: Date): number | null {
  if (expiresAt === null) return null;
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now.getTime()) / DAY_MS));
}
