import { queryOptions, useQuery } from '@tanstack/react-query';
import { meResponseSchema } from '#shared/api/me';
import { apiRequest } from '../lib/api-client.ts';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: () => apiRequest('/me', meResponseSchema),
  });

export function useMe(enabled = true) {
  return useQuery({ ...meQueryOptions(), enabled });
}
