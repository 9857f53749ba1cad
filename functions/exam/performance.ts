import type { PerformanceResponse } from '#shared/api/performance';
import type { HistoryItem } from '#shared/api/attempts';
import { performanceSummary } from '#shared/report/performance';
import type { Caller } from '../auth/caller.ts';
import { listCompleted } from '../data/attempts.ts';
import { settledAttempts } from './settle.ts';

/** GET /api/performance: every completed attempt (closing expired ones first), summarised. */
export async function getPerformance(caller: Caller, now = new Date()): Promise<PerformanceResponse> {
  await settledAttempts(caller.userId, now);
  const history: HistoryItem[] = [];
  let after: { pk: string; sk: string } | undefined;
  do {
    const page = await listCompleted(caller.userId, 100, after);
    history.push(...page.items);
    after = page.lastKey ?? undefined;
  } while (after);
  return performanceSummary(history, now);
}
