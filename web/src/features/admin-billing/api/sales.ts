import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { listSalesResponseSchema } from '#shared/api/admin-billing';
import { errorBodySchema } from '#shared/api/errors';
import { apiRequest, ApiError } from '../../../lib/api-client.ts';
import { accessToken } from '../../../lib/amplify.ts';

const PAGE_SIZE = 25;

export interface SalesRange {
  from: string;
  to: string;
}

const rangeQuery = (range: SalesRange) => `from=${range.from}&to=${range.to}`;

export const salesQueryOptions = (range: SalesRange) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'sales', range.from, range.to],
    queryFn: ({ pageParam }) => apiRequest(`/admin/purchases?${rangeQuery(range)}&limit=${PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, listSalesResponseSchema),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export function useSales(range: SalesRange) {
  return useInfiniteQuery(salesQueryOptions(range));
}

/**
 * Downloads the range's CSV (GET /api/admin/purchases/export): fetched with the session's token
 * (a plain link could not send it), then saved under the server's file name. Answers that name.
 */
export async function downloadSalesCsv(range: SalesRange): Promise<string> {
  const token = await accessToken();
  const response = await fetch(`/api/admin/purchases/export?${rangeQuery(range)}`, { headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(await response.json().catch(() => undefined));
    throw new ApiError(response.status, parsed.success ? parsed.data.error : 'unknown', parsed.success ? parsed.data.message : `Export failed (${response.status})`);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `sales-${range.from}-to-${range.to}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}
