/** Only same-site paths are followed, so ?redirect= cannot send a user to another site. */
export function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/dashboard';
}

/**
 * Spec (platform §4): with a purchase intent, checkout starts 500 ms after login and 1000 ms
 * after sign-up; an unknown package goes to /dashboard. Checkout arrives with payments; until
 * then the chosen pack waits on the dashboard.
 */
export async function destinationAfterAuth(params: URLSearchParams, delayMs: number): Promise<string> {
  if (params.get('intent') === 'purchase') {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return '/dashboard';
  }
  return safeRedirect(params.get('redirect'));
}
