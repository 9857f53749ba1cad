import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  emailLogResponseSchema,
  emailPreviewSchema,
  emailTemplatesResponseSchema,
  reminderPreviewResponseSchema,
  testEmailResponseSchema,
} from '#shared/api/admin-email';
import { apiRequest } from '../../../lib/api-client.ts';

const PAGE_SIZE = 25;

/** GET /api/admin/email/templates */
export const emailTemplatesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'email', 'templates'], queryFn: () => apiRequest('/admin/email/templates', emailTemplatesResponseSchema), staleTime: 5 * 60_000 });

export function useEmailTemplates() {
  return useQuery(emailTemplatesQueryOptions());
}

/** GET /api/admin/email/templates/{template}: the email as it is sent, with sample data. */
export const emailPreviewQueryOptions = (template: string) =>
  queryOptions({
    queryKey: ['admin', 'email', 'templates', template],
    queryFn: () => apiRequest(`/admin/email/templates/${encodeURIComponent(template)}`, emailPreviewSchema),
    staleTime: 5 * 60_000,
  });

export function useEmailPreview(template: string | null) {
  return useQuery({ ...emailPreviewQueryOptions(template ?? ''), enabled: template !== null });
}

export type LogView = 'all' | 'problems';

/** GET /api/admin/email/log, newest first, a page at a time. */
export const emailLogQueryOptions = (show: LogView) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'email', 'log', show],
    queryFn: ({ pageParam }) =>
      apiRequest(`/admin/email/log?limit=${PAGE_SIZE}&show=${show}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, emailLogResponseSchema),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 15_000,
  });

export function useEmailLog(show: LogView) {
  return useInfiniteQuery(emailLogQueryOptions(show));
}

/** POST /api/admin/email/templates/{template}/test: to the caller's own address; the log shows it next. */
export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: string) => apiRequest(`/admin/email/templates/${encodeURIComponent(template)}/test`, testEmailResponseSchema, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'email', 'log'] }),
  });
}

/** GET /api/admin/email/reminders/preview: who the reminder job would email that day (empty date: tomorrow). */
export const reminderPreviewQueryOptions = (date: string) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'email', 'reminders', date],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (date) params.set('date', date);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/admin/email/reminders/preview?${params.toString()}`, reminderPreviewResponseSchema);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 30_000,
  });

export function useReminderPreview(date: string) {
  return useInfiniteQuery(reminderPreviewQueryOptions(date));
}
