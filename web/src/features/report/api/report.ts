import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { comprehensiveAnalysisSchema, performanceMetricsSchema } from '#shared/api/reports';
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

export const reportQueryOptions = (attemptId: string, reportId?: string) =>
  queryOptions({
    queryKey: ['reports', attemptId, reportId ?? 'latest'],
    queryFn: () => apiRequest(`/reports/${attemptId}${reportId ? `/${reportId}` : ''}`, reportViewSchema),
  });

export function useReport(attemptId: string, reportId?: string) {
  return useQuery(reportQueryOptions(attemptId, reportId));
}
