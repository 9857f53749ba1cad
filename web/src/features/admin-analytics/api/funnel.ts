import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { funnelResponseSchema } from '#shared/api/admin-analytics';
import { apiRequest } from '../../../lib/api-client.ts';
import { downloadFromApi } from '../../../lib/api-download.ts';

/** GET /api/admin/analytics/funnel over a range of UTC days. */
export function useFunnel(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: ['admin', 'funnel', range?.from, range?.to],
    queryFn: () => apiRequest(`/admin/analytics/funnel?from=${range?.from}&to=${range?.to}`, funnelResponseSchema),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** GET /api/admin/analytics/export: the same days as a CSV file. */
export function downloadFunnelCsv(range: { from: string; to: string }): Promise<string> {
  return downloadFromApi(`/admin/analytics/export?from=${range.from}&to=${range.to}`, `barprep-funnel-${range.from}-to-${range.to}.csv`);
}
