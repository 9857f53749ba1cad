import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { accountActivitySchema, type ChangePasswordRequest } from '#shared/api/account';
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

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) =>
      apiRequest('/account/password', z.object({ status: z.literal('changed') }), { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityQueryOptions().queryKey }),
  });
}
