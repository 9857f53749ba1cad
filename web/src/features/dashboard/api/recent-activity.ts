import { queryOptions, useQuery } from '@tanstack/react-query';
import { historyResponseSchema } from '#shared/api/attempts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Spec: the last 10 completed attempts are fetched, newest first; the dashboard shows 2. */
export const recentActivityQueryOptions = () =>
  queryOptions({
    queryKey: ['attempts', 'recent'],
    queryFn: () => apiRequest('/attempts?status=completed&limit=10', historyResponseSchema),
    staleTime: 30_000,
  });

export function useRecentActivity() {
  return useQuery(recentActivityQueryOptions());
}
