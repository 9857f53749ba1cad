import { reportPathSchema, reportVersionPathSchema } from '#shared/api/reports';
import { requireCaller } from '../auth/caller.ts';
import { NotFoundError } from '../lib/errors.ts';
import { apiHandler, json, parseInput } from '../lib/http.ts';
import { getLatestReport, getReportVersion } from '../reports/get-report.ts';

/** Diagnostic reports: the newest for an attempt, or a given one. */
export const handler = apiHandler(async (event) => {
  const caller = requireCaller(event);
  switch (event.routeKey) {
    case 'GET /api/reports/{attemptId}':
      return json(200, await getLatestReport(caller, parseInput(reportPathSchema, event.pathParameters ?? {}, 'path').attemptId));
    case 'GET /api/reports/{attemptId}/{reportId}': {
      const { attemptId, reportId } = parseInput(reportVersionPathSchema, event.pathParameters ?? {}, 'path');
      return json(200, await getReportVersion(caller, attemptId, reportId));
    }
    default:
      throw new NotFoundError();
  }
});
