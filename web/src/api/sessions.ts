import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { sessionListSchema, sessionSchema, type DeviceInfo } from '#shared/api/sessions';
import { apiRequest } from '../lib/api-client.ts';

const SESSION_ID_KEY = 'bp:session-id';

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: ['sessions'], queryFn: () => apiRequest('/sessions', sessionListSchema) });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

export function currentSessionId(): string | null {
  return localStorage.getItem(SESSION_ID_KEY);
}

/** Spec (platform §3): the device info a session is registered with. */
function deviceInfo(): DeviceInfo {
  return {
    userAgent: navigator.userAgent.slice(0, 200),
    platform: (navigator.platform || 'unknown').slice(0, 100),
    screenSize: `${screen.width}x${screen.height}`,
    language: navigator.language.slice(0, 40),
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone.slice(0, 80),
  };
}

/** Registers this browser's session after sign-in. Failures are only logged (spec). */
export async function registerSession(): Promise<void> {
  try {
    const session = await apiRequest('/sessions', sessionSchema, { method: 'POST', body: { deviceInfo: deviceInfo() } });
    localStorage.setItem(SESSION_ID_KEY, session.id);
  } catch (error) {
    console.warn('Session registration failed', error);
  }
}

/** Keeps the session alive; the server writes at most once every 5 minutes. */
export async function recordActivity(): Promise<void> {
  const id = currentSessionId();
  if (!id) return;
  try {
    await apiRequest(`/sessions/${id}/activity`, sessionSchema, { method: 'POST', body: {} });
  } catch (error) {
    console.warn('Session activity failed', error);
  }
}

export async function endCurrentSession(reason: 'user_logout' | 'auth_signout'): Promise<void> {
  const id = currentSessionId();
  localStorage.removeItem(SESSION_ID_KEY);
  if (!id) return;
  try {
    await apiRequest(`/sessions/${id}/end`, z.object({ status: z.string() }), { method: 'POST', body: { reason } });
  } catch (error) {
    console.warn('Session invalidation failed', error);
  }
}

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/sessions/sign-out-everywhere', z.object({ status: z.string() }), { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
