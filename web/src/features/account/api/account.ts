import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountActivitySchema, changePasswordResponseSchema, type ChangePasswordRequest } from '#shared/api/account';
import { useAuth } from '../../../lib/auth-context.tsx';
import { meResponseSchema, type UpdateMeRequest } from '#shared/api/me';
import { apiRequest } from '../../../lib/api-client.ts';
import { meQueryOptions } from '../../../api/get-me.ts';

export const activityQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'activity'], queryFn: () => apiRequest('/account/activity', accountActivitySchema) });

export function useAccountActivity() {
  return useQuery(activityQueryOptions());
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMeRequest) => apiRequest('/me', meResponseSchema, { method: 'PATCH', body: input }),
    onSuccess: (me) => queryClient.setQueryData(meQueryOptions().queryKey, me),
  });
}

/**
 * A password change signs every session out, this one too; the browser then signs in again with
 * the new password once the server's token cutoff has passed, so the candidate stays signed in here.
 */
export function useChangePassword(email: string) {
  const queryClient = useQueryClient();
  const { renewSession } = useAuth();
  return useMutation({
    mutationFn: async (input: ChangePasswordRequest) => {
      const { tokensValidFrom } = await apiRequest('/account/password', changePasswordResponseSchema, { method: 'POST', body: input });
      const wait = tokensValidFrom * 1000 - Date.now() + 250;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await renewSession(email, input.newPassword);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityQueryOptions().queryKey }),
  });
}
