import type { PerformanceResponse } from '#shared/api/performance';
import { performanceSummary } from '#shared/report/performance';
import type { Caller } from '../api/caller.ts';
import { listAllCompleted } from '../data/history.ts';

/** GET /api/performance: every completed attempt, summarised. */
export async function getPerformance(caller: Caller, now = new Date()): Promise<PerformanceResponse> {
  return performanceSummary(await listAllCompleted(caller.userId), now);
}
