import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attemptQuestionReportsSchema, questionReportSchema, type AttemptQuestionReports, type ReportQuestionRequest } from '#shared/api/question-reports';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** The candidate's reports on one attempt's questions: the exam screen and the review show "Reported". */
export const questionReportsQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: ['question-reports', attemptId],
    queryFn: () => apiRequest(`/attempts/${attemptId}/question-reports`, attemptQuestionReportsSchema),
    staleTime: 60_000,
  });

export function useQuestionReports(attemptId: string) {
  return useQuery(questionReportsQueryOptions(attemptId));
}

/** Reports a problem with one question of the attempt; the list is updated on success. */
export function useReportQuestion(attemptId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = questionReportsQueryOptions(attemptId);
  return useMutation({
    mutationFn: ({ questionId, ...body }: ReportQuestionRequest & { questionId: string }) =>
      apiRequest(`/attempts/${attemptId}/questions/${questionId}/report`, questionReportSchema, { method: 'POST', body }),
    onSuccess: (report) =>
      queryClient.setQueryData(queryKey, (current: AttemptQuestionReports | undefined) => ({
        reports: [...(current?.reports ?? []).filter((r) => r.questionId !== report.questionId), report],
      })),
    onError: (error) => {
      // Already reported (another tab, an earlier visit): read the list again so it shows so.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
