import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminSettingsResponseSchema, type AdminSettingsResponse, type PutAdminSettingsRequest } from '#shared/api/admin-settings';
import { sittingsResponseSchema, type PutSittingsRequest } from '#shared/api/sittings';
import { apiRequest } from '../../../lib/api-client.ts';
import { siteSettingsQueryOptions } from '../../../api/site-settings.ts';
import { sittingsQueryOptions } from '../../../api/sittings.ts';

/** GET /api/admin/settings: the settings document, its version, and the sittings read uncached. */
export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'settings'], queryFn: () => apiRequest('/admin/settings', adminSettingsResponseSchema) });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}

/** PUT /api/admin/settings; the site's own copy (footer, landing, pricing, dashboard) is refreshed after. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PutAdminSettingsRequest) => apiRequest('/admin/settings', adminSettingsResponseSchema, { method: 'PUT', body: request }),
    // Versioned writes are not sent twice: a retry of one that did land would only answer 409.
    retry: false,
    onSuccess: (settings) => {
      queryClient.setQueryData(adminSettingsQueryOptions().queryKey, settings);
      void queryClient.invalidateQueries({ queryKey: siteSettingsQueryOptions().queryKey });
    },
  });
}

/** PUT /api/admin/sittings with the whole list; the countdown and the exam-dates page get the new one. */
export function useSaveSittings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PutSittingsRequest) => apiRequest('/admin/sittings', sittingsResponseSchema, { method: 'PUT', body: request }),
    retry: false,
    onSuccess: (sittings) => {
      queryClient.setQueryData(adminSettingsQueryOptions().queryKey, (current: AdminSettingsResponse | undefined) => (current ? { ...current, sittings } : current));
      queryClient.setQueryData(sittingsQueryOptions().queryKey, sittings);
    },
  });
}
