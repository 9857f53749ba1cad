import type { AccountActivity } from '#shared/api/account';
import { listAuditEvents } from '../data/audit.ts';
import { emailPreferencesOf } from '../account/email-preferences.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** GET /api/account/activity: the caller's last 20 account events (sign-ins, sessions, ...); GET /api/account/email-preferences. */
export const handler = apiFunction('account-read', {
  listActivity: async ({ caller }) => {
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
  },
  getEmailPreferences: async ({ caller }) => json(200, await emailPreferencesOf(caller)),
});
