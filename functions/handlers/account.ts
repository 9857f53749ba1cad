import type { AccountActivity } from '#shared/api/account';
import { requireCaller } from '../auth/caller.ts';
import { listAuditEvents } from '../data/audit.ts';
import { apiHandler, json } from '../lib/http.ts';

/** GET /api/account/activity: the caller's last 20 account events (sign-ins, sessions, ...). */
export const handler = apiHandler(async (event) => {
  const caller = requireCaller(event);
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
