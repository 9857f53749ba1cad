import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountStateResponseSchema,
  actionResponseSchema,
  listUsersResponseSchema,
  purchaseResponseSchema,
  setRoleResponseSchema,
  userAttemptsResponseSchema,
  userAuditResponseSchema,
  userDetailSchema,
  type AdminUserRole,
  type ExtendRequest,
  type GrantRequest,
} from '#shared/api/admin-users';
import { apiRequest } from '../../../lib/api-client.ts';

// /admin/users: the user list, one user's page, and what a super admin changes there. Every change
// reloads the user's page (and the list, where a row shows it).

const usersKey = ['admin', 'users'] as const;
const userKey = (userId: string) => ['admin', 'user', userId] as const;
const withCursor = (path: string, cursor: string) => (cursor ? `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : path);

export const usersQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: [...usersKey, query],
    queryFn: ({ pageParam }) => apiRequest(withCursor(`/admin/users?query=${encodeURIComponent(query)}`, pageParam), listUsersResponseSchema),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export function useUsers(query: string) {
  return useInfiniteQuery(usersQueryOptions(query));
}

export const userQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [...userKey(userId), 'detail'], queryFn: () => apiRequest(`/admin/users/${encodeURIComponent(userId)}`, userDetailSchema), retry: false });

export function useUser(userId: string) {
  return useQuery(userQueryOptions(userId));
}

export function useUserAttempts(userId: string) {
  return useInfiniteQuery({
    queryKey: [...userKey(userId), 'attempts'],
    queryFn: ({ pageParam }) => apiRequest(withCursor(`/admin/users/${encodeURIComponent(userId)}/attempts`, pageParam), userAttemptsResponseSchema),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useUserAudit(userId: string) {
  return useInfiniteQuery({
    queryKey: [...userKey(userId), 'audit'],
    queryFn: ({ pageParam }) => apiRequest(withCursor(`/admin/users/${encodeURIComponent(userId)}/audit`, pageParam), userAuditResponseSchema),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** A change to one user: afterwards their page (and its audit trail) and the list are read again. */
function useUserChange<I, O>(userId: string, change: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: userKey(userId) }), client.invalidateQueries({ queryKey: usersKey })]);
    },
  });
}

const userPath = (userId: string, rest = '') => `/admin/users/${encodeURIComponent(userId)}${rest}`;

export const useSetRole = (userId: string) =>
  useUserChange(userId, (role: AdminUserRole) => apiRequest(userPath(userId, '/role'), setRoleResponseSchema, { method: 'PUT', body: { role } }));

export const useGrantComp = (userId: string) =>
  useUserChange(userId, (input: GrantRequest) => apiRequest(userPath(userId, '/grants'), purchaseResponseSchema, { method: 'POST', body: input }));

export const useExtendAccess = (userId: string) =>
  useUserChange(userId, ({ purchaseId, ...input }: ExtendRequest & { purchaseId: string }) =>
    apiRequest(userPath(userId, `/purchases/${encodeURIComponent(purchaseId)}/extend`), purchaseResponseSchema, { method: 'POST', body: input }),
  );

export const useRevokeAccess = (userId: string) =>
  useUserChange(userId, (purchaseId: string) =>
    apiRequest(userPath(userId, `/purchases/${encodeURIComponent(purchaseId)}/revoke`), purchaseResponseSchema, { method: 'POST', body: {} }),
  );

export const useResendVerification = (userId: string) =>
  useUserChange(userId, () => apiRequest(userPath(userId, '/verification-email'), actionResponseSchema, { method: 'POST', body: {} }));

export const useSignOutUser = (userId: string) =>
  useUserChange(userId, () => apiRequest(userPath(userId, '/sign-out-everywhere'), actionResponseSchema, { method: 'POST', body: {} }));

export const useSetEnabled = (userId: string) =>
  useUserChange(userId, (enabled: boolean) => apiRequest(userPath(userId, enabled ? '/enable' : '/disable'), accountStateResponseSchema, { method: 'POST', body: {} }));
