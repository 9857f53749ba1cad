import type { Report } from '#shared/api/reports';
import type { Caller } from '../auth/caller.ts';
import { findAttemptById, getAttempt, type Attempt } from '../data/attempts.ts';
import { getReportById } from '../data/reports.ts';
import { settle } from '../exam/settle.ts';
import { NotFoundError } from '../lib/errors.ts';
import { ensureReport } from './generate-report.ts';

/**
 * Reports are the owner's (admins may read any); anyone else, an unknown attempt and an attempt
 * not yet completed all get the same 404, which the report page shows as 'Report Not Found'.
 */
async function completedAttempt(caller: Caller, attemptId: string): Promise<Attempt> {
  const attempt = (await getAttempt(caller.userId, attemptId)) ?? (caller.isAdmin ? await findAttemptById(attemptId) : null);
  const settled = attempt && (await settle(attempt));
  if (!settled || settled.status !== 'completed') throw new NotFoundError('Report not found');
  return settled;
}

/** GET /api/reports/{attemptId}: the newest report, built on first read if submission could not. */
export async function getLatestReport(caller: Caller, attemptId: string): Promise<Report> {
  return ensureReport(await completedAttempt(caller, attemptId));
}

/** GET /api/reports/{attemptId}/{reportId}: one given report of the attempt. */
export async function getReportVersion(caller: Caller, attemptId: string, reportId: string): Promise<Report> {
  await completedAttempt(caller, attemptId);
  const report = await getReportById(reportId);
  if (!report || report.examAttemptId !== attemptId) throw new NotFoundError('Report not found');
  return report;
}
