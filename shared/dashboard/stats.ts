import type { ContentItem } from '../api/content.ts';

/**
 * The dashboard's four stat cards (learning-area §2). Success Rate is computed, not the
 * reference product's fixed 94%: correct answers over questions across every completed attempt.
 */
export interface DashboardStats {
  availableContent: number;
  completed: number;
  inProgress: number;
  /** Rounded percent, or null before any completed attempt. */
  successRate: number | null;
}

export function dashboardStats(items: readonly ContentItem[], completedExams: number, topics: readonly { correct: number; total: number }[]): DashboardStats {
  const correct = topics.reduce((sum, t) => sum + t.correct, 0);
  const total = topics.reduce((sum, t) => sum + t.total, 0);
  return {
    availableContent: items.filter((i) => i.unlocked && i.available).length,
    completed: completedExams,
    inProgress: items.filter((i) => i.status === 'In Progress').length,
    successRate: total > 0 ? Math.round((correct / total) * 100) : null,
  };
}
