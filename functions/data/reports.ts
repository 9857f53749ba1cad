import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { reportSchema, type Report } from '#shared/api/reports';
import { db, tableName } from '../lib/clients.ts';
import { attemptPk } from './attempts.ts';
import { cancellationReasons, transactWrite } from './dynamo.ts';

/**
 * Diagnostic reports (spec: diagnostic_reports with exam_attempt_id, generated_at, report_data):
 * pk ATTEMPT#<attemptId>, sk REPORT#<generatedAt>#<reportId>, so the newest sorts last; gsi1
 * REPORT#<reportId> finds one by id. The first report of an attempt also writes
 * ATTEMPT#<attemptId> / REPORTED in the same transaction, so generating on submit happens once.
 */
const REPORT = 'REPORT#';

export const reportKey = (report: Pick<Report, 'examAttemptId' | 'generatedAt' | 'id'>) => ({ pk: attemptPk(report.examAttemptId), sk: `${REPORT}${report.generatedAt}#${report.id}` });
export const reportMarkerKey = (attemptId: string) => ({ pk: attemptPk(attemptId), sk: 'REPORTED' });
const reportIndex = (reportId: string) => `${REPORT}${reportId}`;

function toItem(report: Report) {
  return {
    ...reportKey(report),
    gsi1pk: reportIndex(report.id),
    gsi1sk: 'REPORT',
    entity: 'diagnosticReport',
    ...report,
  };
}

function fromItem(item: Record<string, unknown>): Report {
  return reportSchema.parse({
    id: item.id,
    examAttemptId: item.examAttemptId,
    generatedAt: item.generatedAt,
    engine: item.engine,
    reportData: item.reportData,
  });
}

/** Stores the attempt's first report; false if it already has one. */
export async function putFirstReport(report: Report): Promise<boolean> {
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: { ...reportMarkerKey(report.examAttemptId), entity: 'reportMarker', reportId: report.id, generatedAt: report.generatedAt },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: tableName(), Item: toItem(report) } },
    ]);
    return true;
  } catch (error) {
    if (cancellationReasons(error)) return false;
    throw error;
  }
}

/** A later report of the same attempt (regenerated); the newest is the one shown. */
export async function putReport(report: Report): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: toItem(report) }));
}

/** Spec: order by generated_at descending, limit 1. */
export async function getNewestReport(attemptId: string): Promise<Report | null> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': attemptPk(attemptId), ':prefix': REPORT },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  return Items[0] ? fromItem(Items[0]) : null;
}

export async function getReportById(reportId: string): Promise<Report | null> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': reportIndex(reportId), ':sk': 'REPORT' },
    }),
  );
  return Items[0] ? fromItem(Items[0]) : null;
}
