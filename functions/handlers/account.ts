import { changePasswordRequestSchema, type AccountActivity } from '#shared/api/account';
import { changePassword } from '../account/change-password.ts';
import { resendActivation } from '../account/email-verification.ts';
import { requireCaller } from '../auth/caller.ts';
import { listAuditEvents } from '../data/audit.ts';
import { clientIp } from '../lib/client-ip.ts';
import { apiHandler, json, parseBody } from '../lib/http.ts';

/**
 * GET /api/account/activity: the caller's last 20 account events (sign-ins, sessions, ...).
 * POST /api/account/password: change password (the sign-up rules apply).
 * POST /api/account/verification-email: send the activation link again.
 */
export const handler = apiHandler(async (event) => {
  const caller = requireCaller(event);
  const origin = { ipAddress: clientIp(event), userAgent: event.requestContext.http.userAgent.slice(0, 200) };
  if (event.routeKey === 'POST /api/account/password') {
    const accessToken = (event.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    await changePassword(caller, accessToken, parseBody(event, changePasswordRequestSchema), origin);
    return json(200, { status: 'changed' });
  }
  if (event.routeKey === 'POST /api/account/verification-email') {
    await resendActivation(caller, origin);
    return json(202, { status: 'sent' });
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
