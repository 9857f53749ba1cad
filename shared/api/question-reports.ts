import { z } from 'zod';
import { responsePathSchema } from './attempts.ts';

/**
 * A candidate's report of a problem with a question (docs/exam-engine.md, "Reporting a question"):
 * made from the exam screen once the question is answered, or from the review; stored for the
 * admin area to triage.
 */
export const questionReportReasons = ['wrong_answer', 'unclear', 'outdated', 'typo', 'other'] as const;
export type QuestionReportReason = (typeof questionReportReasons)[number];
/** What the dialog shows for each reason. */
export const questionReportReasonLabels: Record<QuestionReportReason, string> = {
  wrong_answer: 'The correct answer is wrong',
  unclear: 'The question or a choice is unclear',
  outdated: 'The law has changed (outdated)',
  typo: 'A typo or formatting problem',
  other: 'Something else',
};
/** A report starts open; the admin area (a later issue) resolves or dismisses it. */
export const questionReportStatuses = ['open', 'resolved', 'dismissed'] as const;
export type QuestionReportStatus = (typeof questionReportStatuses)[number];
export const QUESTION_REPORT_COMMENT_MAX = 1000;

/** POST /api/attempts/{attemptId}/questions/{questionId}/report */
export const questionReportPathSchema = responsePathSchema;

/**
 * The comment is trimmed and optional, except for 'other', where it is the only thing that says
 * what is wrong. An empty comment is the same as none.
 */
export const reportQuestionRequestSchema = z
  .object({
    reason: z.enum(questionReportReasons, 'Choose a reason: wrong_answer, unclear, outdated, typo or other'),
    comment: z.string().trim().max(QUESTION_REPORT_COMMENT_MAX, `The comment is at most ${QUESTION_REPORT_COMMENT_MAX} characters`).optional(),
  })
  .strict()
  .refine((body) => body.reason !== 'other' || (body.comment ?? '') !== '', { message: 'Tell us what is wrong with the question', path: ['comment'] });
export type ReportQuestionRequest = z.infer<typeof reportQuestionRequestSchema>;

/** A report as its author sees it. */
export const questionReportSchema = z.object({
  questionId: z.string(),
  reason: z.enum(questionReportReasons),
  comment: z.string().nullable(),
  status: z.enum(questionReportStatuses),
  createdAt: z.string(),
});
export type QuestionReport = z.infer<typeof questionReportSchema>;

/** GET /api/attempts/{attemptId}/question-reports: the caller's reports on this attempt's questions. */
export const attemptQuestionReportsSchema = z.object({ reports: z.array(questionReportSchema) });
export type AttemptQuestionReports = z.infer<typeof attemptQuestionReportsSchema>;
