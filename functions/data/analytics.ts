import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AnalyticsEvent, AnyEventName } from '#shared/api/events';
import { db, tableName } from '../lib/clients.ts';

/**
 * First-party analytics. Each event is kept 90 days (pk EVENTS#<day>, sk <receivedAt>#<id>) and
 * counted in a per-day counter (pk ANALYTICS#<day>, sk <event name>) that the admin analytics
 * page reads without scanning. The day is the server's (UTC) receipt day: a browser's clock is
 * not trusted for counting.
 */
const EVENT_TTL_SECONDS = 90 * 86_400;

export const analyticsEventKey = (day: string, receivedAt: string, id: string) => ({ pk: `EVENTS#${day}`, sk: `${receivedAt}#${id}` });
const countersPk = (day: string) => `ANALYTICS#${day}`;
export const analyticsCounterKey = (day: string, name: string) => ({ pk: countersPk(day), sk: name });

export interface StoredEvent {
  name: AnyEventName;
  path: string;
  occurredAt: string;
  properties?: AnalyticsEvent['properties'];
  userId: string | null;
}

export async function putEvents(events: StoredEvent[], now = new Date()): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const receivedAt = now.toISOString();
  const ttl = Math.floor(now.getTime() / 1000) + EVENT_TTL_SECONDS;
  for (let start = 0; start < events.length; start += 25) {
    let requests = events.slice(start, start + 25).map((event) => ({
      PutRequest: { Item: { ...analyticsEventKey(day, receivedAt, randomUUID()), entity: 'analyticsEvent', ...event, receivedAt, ttl } },
    }));
    // BatchWrite may hand some items back under load; send those again.
    for (let round = 0; requests.length && round < 5; round += 1) {
      const { UnprocessedItems } = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
  const counts = new Map<string, number>();
  for (const event of events) counts.set(event.name, (counts.get(event.name) ?? 0) + 1);
  await Promise.all(
    [...counts].map(([name, count]) =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: analyticsCounterKey(day, name),
          UpdateExpression: 'ADD #count :n SET entity = :entity',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':n': count, ':entity': 'analyticsCounter' },
        }),
      ),
    ),
  );
}

/** Counts per event name for one day. */
export async function countsOn(day: string): Promise<Record<string, number>> {
  const { Items = [] } = await db().send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': countersPk(day) } }));
  return Object.fromEntries(Items.map((item) => [String(item.sk), Number(item.count ?? 0)]));
}
