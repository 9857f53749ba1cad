import { extendRequestSchema, grantRequestSchema, noBodySchema, setRoleRequestSchema, userPathSchema, userPurchasePathSchema } from '#shared/api/admin-users';
import { extendAccess, grantComp, resendVerification, revokeAccess, setEnabled, setRole, signOutEverywhere } from '../admin/user-changes.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/**
 * /admin/users, changing (super admins): a user's role, comps, expiries, the activation email,
 * their sessions and whether the account may sign in. Each change is audited.
 */
export const handler = apiFunction('admin-users', {
  setRole: async ({ caller, origin, path, body }) => {
    const { userId } = path(userPathSchema);
    return json(200, await setRole(caller, origin, userId, body(setRoleRequestSchema).role));
  },
  grantComp: async ({ caller, origin, path, body }) => {
    const { userId } = path(userPathSchema);
    return json(201, { purchase: await grantComp(caller, origin, userId, body(grantRequestSchema)) });
  },
  extendAccess: async ({ caller, origin, path, body }) => {
    const { userId, purchaseId } = path(userPurchasePathSchema);
    return json(200, { purchase: await extendAccess(caller, origin, userId, purchaseId, body(extendRequestSchema).expiresAt) });
  },
  revokeAccess: async ({ caller, origin, path, body }) => {
    const { userId, purchaseId } = path(userPurchasePathSchema);
    body(noBodySchema);
    return json(200, { purchase: await revokeAccess(caller, origin, userId, purchaseId) });
  },
  resendVerification: async ({ caller, origin, path, body }) => {
    const { userId } = path(userPathSchema);
    body(noBodySchema);
    await resendVerification(caller, origin, userId);
    return json(202, { status: 'sent' });
  },
  signOutEverywhere: async ({ caller, origin, path, body }) => {
    const { userId } = path(userPathSchema);
    body(noBodySchema);
    await signOutEverywhere(caller, origin, userId);
    return json(200, { status: 'signed_out' });
  },
  disableUser: async ({ caller, origin, path, body }) => {
    const { userId } = path(userPathSchema);
    body(noBodySchema);
    return json(200, await setEnabled(caller, origin, userId, false));
  },
  enableUser: async ({ caller, origin, path, body }) => {
    const { userId } = path(userPathSchema);
    body(noBodySchema);
    return json(200, await setEnabled(caller, origin, userId, true));
  },
});
