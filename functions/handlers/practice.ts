import { attemptPathSchema, historyQuerySchema } from '#shared/api/attempts';
import { listContent } from '../content/list-content.ts';
import { getAttemptDetail } from '../exam/attempts.ts';
import { listAttemptReports } from '../exam/question-reports.ts';
import { listHistory } from '../exam/history.ts';
import { getPerformance } from '../exam/performance.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** Reading practice: what the caller can take, one attempt (and its question reports), the history of completed ones, performance. */
export const handler = apiFunction('practice', {
  listContent: async ({ caller }) => json(200, await listContent(caller)),
  listHistory: async ({ caller, query }) => json(200, await listHistory(caller, query(historyQuerySchema))),
  getAttempt: async ({ caller, path }) => json(200, await getAttemptDetail(caller, path(attemptPathSchema).attemptId)),
  listQuestionReports: async ({ caller, path }) => json(200, await listAttemptReports(caller, path(attemptPathSchema).attemptId)),
  getPerformance: async ({ caller }) => json(200, await getPerformance(caller)),
});
