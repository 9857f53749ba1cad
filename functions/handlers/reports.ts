import { reportPathSchema, reportVersionPathSchema } from '#shared/api/reports';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';
import { getLatestReport, getReportVersion } from '../reports/get-report.ts';

/** Diagnostic reports: the newest for an attempt (202 while it is being written), or a given one. */
export const handler = apiFunction('reports', {
  getLatestReport: async ({ caller, path }) => {
    const report = await getLatestReport(caller, path(reportPathSchema).attemptId);
    return 'status' in report ? json(202, report, { 'retry-after': '2' }) : json(200, report);
  },
  getReportVersion: async ({ caller, path }) => {
    const { attemptId, reportId } = path(reportVersionPathSchema);
    return json(200, await getReportVersion(caller, attemptId, reportId));
  },
});
