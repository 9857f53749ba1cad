import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export function requestPasswordReset(email: string) {
  return apiRequest('/auth/password-reset', z.object({ status: z.literal('ok') }), { method: 'POST', body: { email } });
}

export function confirmPasswordReset(token: string, newPassword: string) {
  return apiRequest('/auth/password-reset/confirm', z.object({ status: z.literal('changed') }), {
    method: 'POST',
    body: { token, newPassword },
  });
}
