import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { quoteResponseSchema, type CheckoutRequest } from '#shared/api/commerce';
import { apiRequest } from '../../../lib/api-client.ts';

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
