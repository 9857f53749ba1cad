import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { QuestionReportReason, QuestionReportStatus } from '#shared/api/question-reports';
import type { ChoiceId } from '#shared/exam/question';
import { db, tableName } from '../lib/clients.ts';
import { batchGetAll, putIfAbsent, queryAll, type Item } from './dynamo.ts';
import { questionPk } from './questions.ts';

/**
 * A candidate's report of a problem with a question, in the question's own partition:
 * pk QUESTION#<questionId>, sk REPORT#<attemptId>. An attempt has one owner, so the key is "this
 * user, this attempt, this question": one report each, by a conditional put. gsi1
 * QUESTION_REPORTS#<status> / <createdAt>#<questionId>#<attemptId> lists the open ones newest
 * first for the admin area's triage; the triage moves a report to another status by rewriting
 * its gsi1pk. All the reports of one question are a Query of its partition (begins_with REPORT#).
 */
export interface QuestionReportRecord {
  questionId: string;
  /** The version of the question the attempt served when it was reported (null if the bank no longer holds it). */
  questionVersion: number | null;
  attemptId: string;
  userId: string;
  examTemplateId: string;
  reason: QuestionReportReason;
  comment: string | null;
  /** The candidate's saved answer when they reported it, in the question's real letters (null: unanswered, from the review). */
  answeredChoice: ChoiceId | null;
  /**
   * The order the candidate saw the choices in ("CADB": their A was the real C...), so a comment
   * that names a letter ("C is also right") can be read against the real choices.
   */
  choiceOrder: string;
  /** Whether the attempt was still running (exam screen) or completed (review). */
  attemptStatus: string;
  status: QuestionReportStatus;
  createdAt: string;
}

const REPORT = 'REPORT#';

export const questionReportKey = (questionId: string, attemptId: string) => ({ pk: questionPk(questionId), sk: `${REPORT}${attemptId}` });
/** The triage index's partition: one per status. */
export const questionReportStatusIndex = (status: QuestionReportStatus) => `QUESTION_REPORTS#${status}`;
const questionReportIndexSk = (report: Pick<QuestionReportRecord, 'createdAt' | 'questionId' | 'attemptId'>) => `${report.createdAt}#${report.questionId}#${report.attemptId}`;

/** Stores a report unless this attempt's owner already reported this question in it; false if they had. */
export function putQuestionReport(report: QuestionReportRecord): Promise<boolean> {
  return putIfAbsent({
    ...questionReportKey(report.questionId, report.attemptId),
    gsi1pk: questionReportStatusIndex(report.status),
    gsi1sk: questionReportIndexSk(report),
    entity: 'questionReport',
    ...report,
  });
}

function fromItem(item: Item): QuestionReportRecord {
  return {
    questionId: String(item.questionId),
    questionVersion: typeof item.questionVersion === 'number' ? item.questionVersion : null,
    attemptId: String(item.attemptId),
    userId: String(item.userId),
    examTemplateId: String(item.examTemplateId),
    reason: item.reason as QuestionReportReason,
    comment: typeof item.comment === 'string' ? item.comment : null,
    answeredChoice: (item.answeredChoice as ChoiceId | null | undefined) ?? null,
    choiceOrder: typeof item.choiceOrder === 'string' ? item.choiceOrder : 'ABCD',
    attemptStatus: String(item.attemptStatus),
    status: item.status as QuestionReportStatus,
    createdAt: String(item.createdAt),
  };
}

/** The reports made in one attempt, among the given questions (its own), oldest first. */
export async function listAttemptQuestionReports(attemptId: string, questionIds: readonly string[]): Promise<QuestionReportRecord[]> {
  const items = await batchGetAll(
    [...new Set(questionIds)].map((questionId) => questionReportKey(questionId, attemptId)),
    { consistent: true },
  );
  return items.map(fromItem).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Triage (the admin area): the newest reports of one status first, one page of at most `limit`. */
export async function listQuestionReportsByStatus(status: QuestionReportStatus, limit = 50): Promise<QuestionReportRecord[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': questionReportStatusIndex(status) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map(fromItem);
}

/** Every report of one question (a question gets a handful, not thousands), newest first. */
export async function listReportsOfQuestion(questionId: string): Promise<QuestionReportRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': questionPk(questionId), ':prefix': REPORT },
  });
  return items.map(fromItem).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
