import type { Report, ReportPending } from '#shared/api/reports';
import type { Caller } from '../api/caller.ts';
import { findAttemptById, getAttempt, type Attempt } from '../data/attempts.ts';
import { getNewestReport, getReportById } from '../data/reports.ts';
import { NotFoundError } from '../lib/errors.ts';

/**
 * Reports are the owner's (a super admin may read any: support; a content manager may not, as a
 * candidate's results are not content); anyone else, an unknown attempt and an attempt
 * not yet completed all get the same 404, which the report page shows as 'Report Not Found'.
 */
async function completedAttempt(caller: Caller, attemptId: string): Promise<Attempt> {
  const attempt = (await getAttempt(caller.userId, attemptId)) ?? (caller.adminRole === 'super_admin' ? await findAttemptById(attemptId) : null);
  if (!attempt || attempt.status !== 'completed') throw new NotFoundError('Report not found');
  return attempt;
}

/**
 * GET /api/reports/{attemptId}: the newest report. It is written by the completion consumer a
 * moment after the attempt closes (docs/decisions/0003); until then the answer says so.
 */
export async function getLatestReport(caller: Caller, attemptId: string): Promise<Report | ReportPending> {
  const attempt = await completedAttempt(caller, attemptId);
  return (await getNewestReport(attempt.id)) ?? { status: 'processing', message: 'Your report is being prepared.' };
}

/** GET /api/reports/{attemptId}/{reportId}: one given report of the attempt. */
export async function getReportVersion(caller: Caller, attemptId: string, reportId: string): Promise<Report> {
  await completedAttempt(caller, attemptId);
  const report = await getReportById(reportId);
  if (!report || report.examAttemptId !== attemptId) throw new NotFoundError('Report not found');
  return report;
}
