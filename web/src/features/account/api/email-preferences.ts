import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emailPreferencesSchema, unsubscribeResponseSchema, type UpdateEmailPreferencesRequest } from '#shared/api/email-preferences';
import { apiRequest } from '../../../lib/api-client.ts';
import { activityQueryOptions } from './account.ts';

export const emailPreferencesQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'email-preferences'], queryFn: () => apiRequest('/account/email-preferences', emailPreferencesSchema) });

export function useEmailPreferences() {
  return useQuery(emailPreferencesQueryOptions());
}

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateEmailPreferencesRequest) => apiRequest('/account/email-preferences', emailPreferencesSchema, { method: 'PUT', body: input }),
    onSuccess: (preferences) => {
      queryClient.setQueryData(emailPreferencesQueryOptions().queryKey, preferences);
      // The change is an account event.
      void queryClient.invalidateQueries({ queryKey: activityQueryOptions().queryKey });
    },
  });
}

/** The /unsubscribe page's call: no sign-in, the token from the email's link. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => apiRequest('/email/unsubscribe', unsubscribeResponseSchema, { method: 'POST', body: { token } }),
  });
}
