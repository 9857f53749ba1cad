import { changePasswordRequestSchema, type AccountActivity } from '#shared/api/account';
import { changePassword } from '../account/change-password.ts';
import { requireCaller } from '../auth/caller.ts';
import { listAuditEvents } from '../data/audit.ts';
import { clientIp } from '../lib/client-ip.ts';
import { apiHandler, json, parseBody } from '../lib/http.ts';

/**
 * GET /api/account/activity: the caller's last 20 account events (sign-ins, sessions, ...).
 * POST /api/account/password: change password (the sign-up rules apply).
 */
export const handler = apiHandler(async (event) => {
  const caller = requireCaller(event);
  if (event.routeKey === 'POST /api/account/password') {
    const accessToken = (event.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    const origin = { ipAddress: clientIp(event), userAgent: event.requestContext.http.userAgent.slice(0, 200) };
    await changePassword(caller, accessToken, parseBody(event, changePasswordRequestSchema), origin);
    return json(200, { status: 'changed' });
  }
  const events = await listAuditEvents(caller.userId, 20);
  const body: AccountActivity = {
    events: events.map(({ action, actionType, success, ipAddress, userAgent, errorMessage, timestamp }) => ({
      action,
      actionType,
      success,
      ipAddress,
      userAgent,
      ...(errorMessage ? { errorMessage } : {}),
      timestamp,
    })),
  };
  return json(200, body);
});
