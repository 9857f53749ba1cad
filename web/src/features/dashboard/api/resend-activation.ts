import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** Sends the confirmation link again (the dashboard's reminder, until the address is confirmed). */
export function useResendActivation() {
  return useMutation({
    mutationFn: () => apiRequest('/account/verification-email', z.object({ status: z.literal('sent') }), { method: 'POST', body: {} }),
  });
}
