import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { historyResponseSchema } from '#shared/api/attempts';
import { apiRequest } from '../../../lib/api-client.ts';

const PAGE_SIZE = 20;

export const historyQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['attempts', 'history'],
    queryFn: ({ pageParam }) =>
      apiRequest(`/attempts?status=completed&limit=${PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, historyResponseSchema),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 30_000,
  });

export function useHistory() {
  return useInfiniteQuery(historyQueryOptions());
}
