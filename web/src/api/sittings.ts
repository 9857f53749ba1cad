import { queryOptions, useQuery } from '@tanstack/react-query';
import { sittingsResponseSchema } from '#shared/api/sittings';
import { apiRequest } from '../lib/api-client.ts';

export const sittingsQueryOptions = () =>
  queryOptions({ queryKey: ['sittings'], queryFn: () => apiRequest('/sittings', sittingsResponseSchema), staleTime: 60 * 60_000 });

/** GET /api/sittings: the listed exam sittings, earliest first (public). */
export function useSittings() {
  return useQuery(sittingsQueryOptions());
}
