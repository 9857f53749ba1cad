import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast/toast-context.tsx';
import { requestCheckout } from '../../api/commerce.ts';
import { planOfPackageId } from '#shared/commerce/pricing';
import { rememberPendingPurchase } from '../../lib/pending-purchase.ts';
import { destinationAfterAuth } from './post-auth.ts';

/** After login or sign-up: the redirect, or the purchase the visitor came for. */
export function useFollowAfterAuth() {
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(
    async (params: URLSearchParams, delayMs: number) => {
      const next = await destinationAfterAuth(params, delayMs, (packageId) => requestCheckout({ packageId }));
      if (next.kind === 'checkout') {
        window.location.assign(next.url);
      } else if (next.kind === 'confirm-email') {
        const plan = planOfPackageId(next.packageId);
        if (plan) rememberPendingPurchase(plan);
        toast({ title: next.title, description: next.message, variant: 'destructive' });
        navigate('/dashboard', { replace: true });
      } else if (next.kind === 'checkout-failed') {
        toast({ title: 'Payment Setup Failed', description: 'Please try again from your dashboard.', variant: 'destructive' });
        navigate('/dashboard', { replace: true });
      } else {
        navigate(next.path, { replace: true });
      }
    },
    [navigate, toast],
  );
}
