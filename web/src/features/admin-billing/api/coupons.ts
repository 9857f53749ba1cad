import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCouponSchema, listCouponsResponseSchema, type CreateCouponInput } from '#shared/api/admin-billing';
import { apiRequest } from '../../../lib/api-client.ts';

const PAGE_SIZE = 25;
const couponsKey = ['admin', 'coupons'] as const;

export const couponsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: couponsKey,
    queryFn: ({ pageParam }) => apiRequest(`/admin/coupons?limit=${PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, listCouponsResponseSchema),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useCoupons() {
  return useInfiniteQuery(couponsQueryOptions());
}

export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCouponInput) => apiRequest('/admin/coupons', adminCouponSchema, { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: couponsKey }),
  });
}

export function useDeactivateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest(`/admin/coupons/${encodeURIComponent(code)}`, adminCouponSchema, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: couponsKey }),
  });
}
