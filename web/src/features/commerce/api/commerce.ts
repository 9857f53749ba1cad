import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  checkoutResponseSchema,
  couponResponseSchema,
  packagesResponseSchema,
  purchasesResponseSchema,
  quoteResponseSchema,
  type CheckoutRequest,
} from '#shared/api/commerce';
import { apiRequest } from '../../../lib/api-client.ts';

export const packagesQueryOptions = () =>
  queryOptions({ queryKey: ['packages'], queryFn: () => apiRequest('/packages', packagesResponseSchema), staleTime: 5 * 60_000 });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}

export const purchasesQueryOptions = () => queryOptions({ queryKey: ['purchases'], queryFn: () => apiRequest('/purchases', purchasesResponseSchema), staleTime: 0 });

export function usePurchases(options: { enabled?: boolean; refetchInterval?: number | false } = {}) {
  return useQuery({ ...purchasesQueryOptions(), enabled: options.enabled ?? true, refetchInterval: options.refetchInterval });
}

/** What this buyer would pay, from the server (upgrade price, Test Drive discount, coupon, HST). */
export function useQuote(request: CheckoutRequest | null) {
  return useQuery({
    queryKey: ['checkout', 'quote', request?.packageId, request?.couponCode ?? ''],
    queryFn: () => apiRequest('/checkout/quote', quoteResponseSchema, { method: 'POST', body: request }),
    enabled: request !== null,
    staleTime: 0,
    // Applying a coupon re-prices in place instead of flashing the loading page.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function requestCheckout(request: CheckoutRequest) {
  return apiRequest('/checkout', checkoutResponseSchema.partial(), { method: 'POST', body: request });
}

export function useValidateCoupon() {
  return useMutation({
    mutationFn: (couponCode: string) => apiRequest('/coupons/validate', couponResponseSchema, { method: 'POST', body: { couponCode } }),
    retry: false,
  });
}
