import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { checkoutResponseSchema, couponResponseSchema, packagesResponseSchema, type CheckoutRequest } from '#shared/api/commerce';
import { apiRequest } from '../lib/api-client.ts';

// The packs, checkout and coupons: the landing, pricing, checkout, the dashboard's pack chooser and
// the sign-in that resumes a purchase all use them. A buyer's purchases and quote are commerce's own.

export const packagesQueryOptions = () =>
  queryOptions({ queryKey: ['packages'], queryFn: () => apiRequest('/packages', packagesResponseSchema), staleTime: 5 * 60_000 });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}

export function requestCheckout(request: CheckoutRequest) {
  return apiRequest('/checkout', checkoutResponseSchema.partial(), { method: 'POST', body: request });
}

export function useValidateCoupon() {
  return useMutation({
    mutationFn: (request: { couponCode: string; packageId?: string }) => apiRequest('/coupons/validate', couponResponseSchema, { method: 'POST', body: request }),
    retry: false,
  });
}
