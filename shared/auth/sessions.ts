/** Spec (platform §9): a session lasts 24 h and its activity is refreshed at most every 5 min. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const ACTIVITY_REFRESH_MS = 5 * 60 * 1000;
const IDLE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;

export interface ScoredSession {
  isActive: boolean;
  lastActivity: string;
}

/**
 * Spec (platform §9): starts at 100, minus 10 per active session beyond 3, minus 20 per session
 * idle over 7 days, clamped to 0..100.
 */
export function securityScore(sessions: ScoredSession[], now: Date): number {
  const active = sessions.filter((session) => session.isActive);
  const idle = active.filter((session) => now.getTime() - Date.parse(session.lastActivity) > IDLE_LIMIT_MS).length;
  const score = 100 - 10 * Math.max(0, active.length - 3) - 20 * idle;
  return Math.min(100, Math.max(0, score));
}
