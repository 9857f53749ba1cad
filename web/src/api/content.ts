import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attemptSummarySchema, type StartAttemptRequest } from '#shared/api/attempts';
import { contentResponseSchema } from '#shared/api/content';
import { apiRequest } from '../lib/api-client.ts';

export const contentQueryOptions = () =>
  queryOptions({ queryKey: ['content'], queryFn: () => apiRequest('/content', contentResponseSchema), staleTime: 30_000 });

export function useContent(enabled = true) {
  return useQuery({ ...contentQueryOptions(), enabled });
}

/** POST /api/attempts: resumes the open attempt for a template, or starts a new one. */
export function useStartAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StartAttemptRequest) => apiRequest('/attempts', attemptSummarySchema, { method: 'POST', body: request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentQueryOptions().queryKey }),
  });
}
