import type { AnyEventName, AnalyticsResponse, RecordEventsRequest } from '#shared/api/events';
import { countsOn, putEvents } from '../data/analytics.ts';
import { logger } from '../lib/logger.ts';

/** Records a browser's batch; the user id comes from the session, never from the body. */
export async function recordClientEvents(request: RecordEventsRequest, userId: string | null, now = new Date()): Promise<number> {
  await putEvents(
    request.events.map((event) => ({ ...event, userId })),
    now,
  );
  return request.events.length;
}

/**
 * Records an event the server witnessed (a sign-up, a sale). Analytics never fails the action
 * it describes, so errors are only logged.
 */
export async function recordServerEvent(name: AnyEventName, userId: string, properties?: Record<string, string | number | boolean>): Promise<void> {
  try {
    await putEvents([{ name, userId, path: '/api', occurredAt: new Date().toISOString(), ...(properties ? { properties } : {}) }]);
  } catch (error) {
    logger.warn('Analytics event not recorded', { name, error: error as Error });
  }
}

/** Daily counts between two dates (inclusive), and their totals. */
export async function analyticsBetween(from: string, to: string): Promise<AnalyticsResponse> {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  const counts = await Promise.all(days.map((day) => countsOn(day)));
  const totals: Record<string, number> = {};
  for (const dayCounts of counts) for (const [name, n] of Object.entries(dayCounts)) totals[name] = (totals[name] ?? 0) + n;
  return { days: days.map((date, i) => ({ date, counts: counts[i] ?? {} })), totals };
}
