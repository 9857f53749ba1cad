import { reportPathSchema, reportVersionPathSchema } from '#shared/api/reports';
import { apiFunction } from '../lib/api-function.ts';
import { json } from '../lib/http.ts';
import { getLatestReport, getReportVersion } from '../reports/get-report.ts';

/** Diagnostic reports: the newest for an attempt, or a given one. */
export const handler = apiFunction('reports', {
  getLatestReport: async ({ caller, path }) => json(200, await getLatestReport(caller, path(reportPathSchema).attemptId)),
  getReportVersion: async ({ caller, path }) => {
    const { attemptId, reportId } = path(reportVersionPathSchema);
    return json(200, await getReportVersion(caller, attemptId, reportId));
  },
});
