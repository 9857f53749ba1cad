import { ADMIN_USERS_PAGE_SIZE, listUsersQuerySchema, pageQuerySchema, userPathSchema } from '#shared/api/admin-users';
import { userAttempts, userAudit, userDetail } from '../admin/user-detail.ts';
import { listUsers } from '../admin/user-directory.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** /admin/users, reading: the user list, a user's page, their attempts and audit trail (super admins). */
export const handler = apiFunction('admin-users-read', {
  listUsers: async ({ query }) => json(200, await listUsers(query(listUsersQuerySchema), ADMIN_USERS_PAGE_SIZE)),
  getUser: async ({ path }) => json(200, await userDetail(path(userPathSchema).userId)),
  listUserAttempts: async ({ path, query }) => {
    const { userId } = path(userPathSchema);
    return json(200, await userAttempts(userId, query(pageQuerySchema).cursor, ADMIN_USERS_PAGE_SIZE));
  },
  listUserAudit: async ({ path, query }) => {
    const { userId } = path(userPathSchema);
    return json(200, await userAudit(userId, query(pageQuerySchema).cursor, ADMIN_USERS_PAGE_SIZE));
  },
});
