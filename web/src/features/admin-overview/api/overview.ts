import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { overviewResponseSchema, securityEventsResponseSchema, type SecurityEventsQuery } from '#shared/api/admin-overview';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/overview: the figures, the last 30 days and the security panel. */
export function useAdminOverview() {
  return useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: () => apiRequest('/admin/overview', overviewResponseSchema),
    staleTime: 60_000,
  });
}

export type SecurityEventFilters = Pick<SecurityEventsQuery, 'type' | 'severity' | 'from' | 'to'>;

/** GET /api/admin/security/events, a page at a time (the server's cursor). */
export function useSecurityEvents(filters: SecurityEventFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'security-events', filters],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return apiRequest(`/admin/security/events${query ? `?${query}` : ''}`, securityEventsResponseSchema);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });
}
