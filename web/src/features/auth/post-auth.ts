import { ApiError } from '../../lib/api-error.ts';
import { packageIdFromParam } from '../../lib/plan-param.ts';

/** Only same-site paths are followed, so ?redirect= cannot send a user to another site. */
export function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/dashboard';
}

export type AfterAuth =
  | { kind: 'path'; path: string }
  /** Leave the SPA for the payment provider's page. */
  | { kind: 'checkout'; url: string }
  /** Checkout could not start: 'Payment Setup Failed', then the dashboard. */
  | { kind: 'checkout-failed' }
  /** The address must be confirmed before paying: the pack is remembered for after the link. */
  | { kind: 'confirm-email'; packageId: string; title: string; message: string };

/**
 * Spec (platform §4): with a purchase intent, checkout starts 500 ms after login and 1000 ms
 * after sign-up; an unknown package goes to /dashboard, a failed checkout to /dashboard with a toast.
 */
export async function destinationAfterAuth(
  params: URLSearchParams,
  delayMs: number,
  startCheckout: (packageId: string) => Promise<{ url?: string }>,
): Promise<AfterAuth> {
  if (params.get('intent') === 'purchase') {
    const packageId = packageIdFromParam(params.get('package'));
    if (!packageId) return { kind: 'path', path: '/dashboard' };
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    try {
      const { url } = await startCheckout(packageId);
      return url ? { kind: 'checkout', url } : { kind: 'checkout-failed' };
    } catch (error) {
      if (error instanceof ApiError && error.code === 'email_unverified') {
        return { kind: 'confirm-email', packageId, title: error.title ?? 'Confirm Your Email', message: error.message };
      }
      return { kind: 'checkout-failed' };
    }
  }
  return { kind: 'path', path: safeRedirect(params.get('redirect')) };
}
