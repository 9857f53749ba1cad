import type { ExamType } from '../catalogue.ts';

/**
 * Who may take what (learning-area §4–§6), as pure rules the server applies and the SPA
 * reflects.
 */
export type PackClass = 'barrister' | 'solicitor' | 'total';

/** Spec: by lowercase name; Free or Sample names, and empty names, are not a paid plan. */
export function classifyPackage(name: string): PackClass | null {
  const lower = name.trim().toLowerCase();
  if (!lower || lower.includes('free') || lower.includes('sample')) return null;
  if (lower.includes('total')) return 'total';
  if (lower.includes('barrister')) return 'barrister';
  if (lower.includes('solicitor')) return 'solicitor';
  return null;
}

/** Spec: a purchase counts only if expires_at is null or not yet passed. */
export function isPurchaseActive(expiresAt: string | null, now: Date): boolean {
  return expiresAt === null || Date.parse(expiresAt) > now.getTime();
}

export type AccessTier = 'free' | 'barrister' | 'solicitor' | 'complete';

/** Free; Barrister only or Solicitor only (Partial Access); both or Total (Complete Access). */
export function accessTier(classes: PackClass[]): AccessTier {
  const owned = new Set(classes);
  if (owned.has('total') || (owned.has('barrister') && owned.has('solicitor'))) return 'complete';
  if (owned.has('barrister')) return 'barrister';
  if (owned.has('solicitor')) return 'solicitor';
  return 'free';
}

export interface PackageSummary {
  id: string;
  name: string;
  isActive: boolean;
}

/**
 * The packages whose contents a user unlocks: the ones they own, and for a Total owner every
 * active Barrister and Solicitor package too.
 */
export function expandOwnedPackages(ownedIds: string[], packages: PackageSummary[]): Set<string> {
  const expanded = new Set(ownedIds);
  const ownsTotal = packages.some((p) => expanded.has(p.id) && classifyPackage(p.name) === 'total');
  if (ownsTotal) {
    for (const p of packages) {
      const kind = classifyPackage(p.name);
      if (p.isActive && (kind === 'barrister' || kind === 'solicitor')) expanded.add(p.id);
    }
  }
  return expanded;
}

/** Free content every signed-in user may take. */
export const FREE_EXAM_TYPES: readonly ExamType[] = ['diagnostic', 'FREE_SAMPLE', 'QUIZ_FREE_SAMPLE'];

/** Spec: the general quiz type is hidden from listings; the stream-specific ones are kept. */
export const HIDDEN_EXAM_TYPES: readonly ExamType[] = ['quiz'];

export type AttemptStatus = 'started' | 'in_progress' | 'completed' | 'abandoned';
export type DisplayStatus = 'Completed' | 'In Progress' | 'Not Started';

/** Spec: the best attempt decides, in_progress first, then started, then completed. */
export function bestAttempt<T extends { status: AttemptStatus }>(attempts: T[]): T | undefined {
  for (const status of ['in_progress', 'started', 'completed'] as const) {
    const found = attempts.find((attempt) => attempt.status === status);
    if (found) return found;
  }
  return undefined;
}

export function displayStatus(attempt: { status: AttemptStatus } | undefined): DisplayStatus {
  if (!attempt || attempt.status === 'abandoned') return 'Not Started';
  return attempt.status === 'completed' ? 'Completed' : 'In Progress';
}
