import { randomUUID } from 'node:crypto';
import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { DeviceInfo, Session, SessionList } from '#shared/api/sessions';
import { ACTIVITY_REFRESH_MS, SESSION_LIFETIME_MS, securityScore } from '#shared/auth/sessions';
import type { Caller } from '../api/caller.ts';
import { endSession as endStoredSession, listSessions as listStoredSessions, putSession, setTokensValidFrom, touchSession } from '../data/sessions.ts';
import { forgetTokenCutoff } from '../api/token-cutoff.ts';
import { cognitoClient } from '../lib/clients.ts';
import { config } from '../lib/config.ts';
import { NotFoundError } from '../lib/errors.ts';
import { audit, raiseSecurityEvent } from '../security/audit.ts';
import type { RequestOrigin } from '../lib/request-origin.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Spec (platform §9): a different IP within 1 hour; more than 3 IPs or 2 user agents in 24 h. */
async function checkForAnomalies(caller: Caller, session: Session, existing: Session[], now: Date) {
  const recent = existing.filter((s) => now.getTime() - Date.parse(s.lastActivity) <= HOUR_MS);
  if (recent.some((s) => s.ipAddress !== session.ipAddress)) {
    await raiseSecurityEvent({
      eventType: 'session_anomaly',
      severity: 'medium',
      userId: caller.userId,
      clientIp: session.ipAddress,
      description: 'A new session started from a different IP within an hour of another.',
    });
  }
  const day = [...existing, session].filter((s) => now.getTime() - Date.parse(s.createdAt) <= 24 * HOUR_MS);
  const ips = new Set(day.map((s) => s.ipAddress));
  const agents = new Set(day.map((s) => s.deviceInfo.userAgent));
  if (ips.size > 3 || agents.size > 2) {
    await raiseSecurityEvent({
      eventType: 'unusual_activity',
      severity: 'medium',
      userId: caller.userId,
      clientIp: session.ipAddress,
      description: `Sessions from ${ips.size} IPs and ${agents.size} browsers in 24 hours.`,
      metadata: { ips: ips.size, userAgents: agents.size },
    });
  }
}

export async function registerSession(caller: Caller, deviceInfo: DeviceInfo, origin: RequestOrigin): Promise<Session> {
  const now = new Date();
  const session: Session = {
    id: randomUUID(),
    deviceInfo,
    ipAddress: origin.ipAddress,
    createdAt: now.toISOString(),
    lastActivity: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
    isActive: true,
    endReason: null,
  };
  const existing = (await listStoredSessions(caller.userId)).filter((s) => s.isActive && s.expiresAt > now.toISOString());
  await putSession(caller.userId, session);
  await audit({ userId: caller.userId, actionType: 'session', action: 'session_start', success: true, ...origin, metadata: { sessionId: session.id } });
  await checkForAnomalies(caller, session, existing, now);
  return session;
}

export async function recordActivity(caller: Caller, sessionId: string): Promise<Session> {
  const session = await touchSession(caller.userId, sessionId, new Date(), SESSION_LIFETIME_MS, ACTIVITY_REFRESH_MS);
  if (!session) throw new NotFoundError('Session not found or already ended');
  return session;
}

export async function endSession(caller: Caller, sessionId: string, reason: 'user_logout' | 'auth_signout', origin: RequestOrigin) {
  const ended = await endStoredSession(caller.userId, sessionId, reason, new Date());
  if (!ended) throw new NotFoundError('Session not found or already ended');
  await audit({ userId: caller.userId, actionType: 'session', action: 'session_end', success: true, ...origin, metadata: { sessionId, reason } });
}

/** The caller's sessions, live ones first, newest first, with the spec's security score. */
export async function listSessions(caller: Caller): Promise<SessionList> {
  const now = new Date();
  const sessions = (await listStoredSessions(caller.userId)).map((s) => (s.isActive && s.expiresAt <= now.toISOString() ? { ...s, isActive: false, endReason: 'expired' as const } : s));
  sessions.sort((a, b) => Number(b.isActive) - Number(a.isActive) || b.lastActivity.localeCompare(a.lastActivity));
  return { sessions, securityScore: securityScore(sessions, now) };
}

/**
 * Signs the user out on every device, at once: every refresh token is revoked (Cognito global
 * sign-out), every access token issued until now is refused by the API from the next request
 * (the token cutoff, functions/api/token-cutoff.ts), and every session record ends. Answers the
 * cutoff (epoch seconds): tokens issued from then on are valid, so a client that must stay
 * signed in (after changing its password) signs in again once it has passed.
 */
export async function endAllSessions(
  userId: string,
  reason: 'signed_out_everywhere' | 'password_changed' | 'signed_out_by_admin' | 'account_disabled',
  now = new Date(),
): Promise<number> {
  const { USER_POOL_ID } = config();
  if (!USER_POOL_ID) throw new Error('USER_POOL_ID is not configured');
  await cognitoClient().send(new AdminUserGlobalSignOutCommand({ UserPoolId: USER_POOL_ID, Username: userId }));
  // The next whole second: a token issued in this very second, before the change, is refused too.
  const validFrom = Math.floor(now.getTime() / 1000) + 1;
  await setTokensValidFrom(userId, validFrom);
  forgetTokenCutoff(userId);
  const live = (await listStoredSessions(userId)).filter((s) => s.isActive);
  await Promise.all(live.map((s) => endStoredSession(userId, s.id, reason, now)));
  return validFrom;
}

/** POST /api/sessions/sign-out-everywhere. */
export async function signOutEverywhere(caller: Caller, origin: RequestOrigin): Promise<void> {
  const live = (await listStoredSessions(caller.userId)).filter((s) => s.isActive).length;
  await endAllSessions(caller.userId, 'signed_out_everywhere');
  await audit({ userId: caller.userId, actionType: 'session', action: 'sign_out_everywhere', success: true, ...origin, metadata: { sessions: live } });
}
