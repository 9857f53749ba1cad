import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  attemptDetailSchema,
  attemptSummarySchema,
  saveResponseResultSchema,
  type SaveResponseRequest,
} from '#shared/api/attempts';
import { apiRequest } from '../../../lib/api-client.ts';

/** One attempt: the exam screen, processing, results and review all read it. */
export const attemptQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: ['attempts', attemptId],
    queryFn: () => apiRequest(`/attempts/${attemptId}`, attemptDetailSchema),
    // The clock and the part can change on the server (time up, another device): never trust an old copy.
    staleTime: 0,
  });

export function useAttempt(attemptId: string) {
  return useQuery(attemptQueryOptions(attemptId));
}

const saved = z.object({ status: z.literal('saved') });

export function putResponse(attemptId: string, questionId: string, change: SaveResponseRequest) {
  return apiRequest(`/attempts/${attemptId}/responses/${questionId}`, saveResponseResultSchema, { method: 'PUT', body: change });
}

export function putPosition(attemptId: string, questionIndex: number) {
  return apiRequest(`/attempts/${attemptId}/position`, saved, { method: 'PUT', body: { questionIndex } });
}

export function putNotes(attemptId: string, text: string) {
  return apiRequest(`/attempts/${attemptId}/notes`, saved, { method: 'PUT', body: { text } });
}

/** Submits a part, or with no part the whole attempt; the attempt is then read again. */
export function useSubmitAttempt(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (part?: number) =>
      apiRequest(`/attempts/${attemptId}/submit`, attemptSummarySchema, { method: 'POST', body: part === undefined ? {} : { part } }),
    retry: 2,
    // A finished attempt changes the history, the content statuses, the statistics and the dashboard.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['attempts'] }),
        queryClient.invalidateQueries({ queryKey: ['content'] }),
        queryClient.invalidateQueries({ queryKey: ['performance'] }),
      ]),
  });
}

export function useStartPart(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (part: number) => apiRequest(`/attempts/${attemptId}/parts/${part}/start`, attemptSummarySchema, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: attemptQueryOptions(attemptId).queryKey }),
  });
}
