import { queryOptions, useQuery } from '@tanstack/react-query';
import { performanceResponseSchema } from '#shared/api/performance';
import { apiRequest } from '../lib/api-client.ts';

export const performanceQueryOptions = () =>
  queryOptions({ queryKey: ['performance'], queryFn: () => apiRequest('/performance', performanceResponseSchema), staleTime: 60_000 });

export function usePerformance(enabled = true) {
  return useQuery({ ...performanceQueryOptions(), enabled });
}
