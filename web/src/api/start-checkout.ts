import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CheckoutRequest } from '#shared/api/commerce';
import { useToast } from '../components/toast/toast-context.tsx';
import { ApiError } from '../lib/api-client.ts';
import { planOfPackageId } from '#shared/commerce/pricing';
import { rememberPendingPurchase } from '../lib/pending-purchase.ts';
import { requestCheckout } from './commerce.ts';

/**
 * Starts checkout (learning-area §4, §8): asks the server for the provider's page and goes there.
 * No session: 'Authentication Required', then /auth. No url: 'No checkout URL received'. Payments
 * not configured: the payment-configuration panel. Anything else: 'Checkout Error'.
 */
export function useStartCheckout() {
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [starting, setStarting] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  const start = useCallback(
    async (request: CheckoutRequest) => {
      setStarting(true);
      try {
        const { url } = await requestCheckout(request);
        if (!url) throw new Error('No checkout URL received');
        window.location.assign(url);
        return true;
      } catch (error) {
        setStarting(false);
        if (error instanceof ApiError && error.status === 401) {
          toast({ title: 'Authentication Required', description: 'Please log in to continue with your purchase.', variant: 'destructive' });
          navigate('/auth', { state: { from: `${location.pathname}${location.search}` } });
        } else if (error instanceof ApiError && error.code === 'payment_unavailable') {
          setUnavailable(true);
        } else if (error instanceof ApiError && error.code === 'email_unverified') {
          const plan = planOfPackageId(request.packageId);
          if (plan) rememberPendingPurchase(plan);
          toast({ title: error.title ?? 'Confirm Your Email', description: error.message, variant: 'destructive' });
        } else {
          toast({
            title: 'Checkout Error',
            description: error instanceof Error && error.message ? error.message : 'Failed to start checkout process. Please try again.',
            variant: 'destructive',
          });
        }
        return false;
      }
    },
    [toast, navigate, location.pathname, location.search],
  );

  return { start, starting, unavailable };
}
