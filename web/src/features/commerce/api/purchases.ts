import { queryOptions, useQuery } from '@tanstack/react-query';
import { purchasesResponseSchema } from '#shared/api/commerce';
import { apiRequest } from '../../../lib/api-client.ts';

export const purchasesQueryOptions = () => queryOptions({ queryKey: ['purchases'], queryFn: () => apiRequest('/purchases', purchasesResponseSchema), staleTime: 0 });

export function usePurchases(options: { enabled?: boolean; refetchInterval?: number | false } = {}) {
  return useQuery({ ...purchasesQueryOptions(), enabled: options.enabled ?? true, refetchInterval: options.refetchInterval });
}
