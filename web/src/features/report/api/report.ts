import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { comprehensiveAnalysisSchema, performanceMetricsSchema, reportPendingSchema, type ReportPending } from '#shared/api/reports';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The report as the page reads it. Spec: metrics and analysis may be missing (a simplified
 * record with only score, correctAnswers and totalQuestions), so the page accepts that shape too
 * and shows the simplified notice.
 */
export const reportViewSchema = z.object({
  id: z.string(),
  examAttemptId: z.string(),
  generatedAt: z.string(),
  reportData: z
    .object({
      performanceMetrics: performanceMetricsSchema.optional(),
      comprehensiveAnalysis: comprehensiveAnalysisSchema.partial().optional(),
      processingTimeMs: z.number().optional(),
    })
    .optional(),
  score: z.number().optional(),
  correctAnswers: z.number().optional(),
  totalQuestions: z.number().optional(),
});
export type ReportView = z.infer<typeof reportViewSchema>;

/** The report is written a moment after the attempt closes; until then the API says it is being prepared (202). */
const reportAnswerSchema = z.union([reportPendingSchema, reportViewSchema]);

export function isReportPending(answer: ReportView | ReportPending | undefined): answer is ReportPending {
  return answer !== undefined && 'status' in answer && answer.status === 'processing';
}

/** Asks again every 2 s while the report is being prepared, for two minutes at most. */
const PENDING_POLL_MS = 2000;
const PENDING_POLLS = 60;

export const reportQueryOptions = (attemptId: string, reportId?: string) =>
  queryOptions({
    queryKey: ['reports', attemptId, reportId ?? 'latest'],
    queryFn: () => apiRequest(`/reports/${attemptId}${reportId ? `/${reportId}` : ''}`, reportAnswerSchema),
    refetchInterval: (query) => (isReportPending(query.state.data) && query.state.dataUpdateCount < PENDING_POLLS ? PENDING_POLL_MS : false),
  });

export function useReport(attemptId: string, reportId?: string) {
  return useQuery(reportQueryOptions(attemptId, reportId));
}
