import { randomUUID } from 'node:crypto';
import { paginateQuery, PutCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients.ts';
import { countAll } from './dynamo.ts';
import { userPk } from './keys.ts';

/**
 * Audit events (spec: user_id, action_type, action, ip_address, user_agent, success,
 * error_message, metadata, timestamp): pk USER#<userId> (or ANON#<identifier> before there is a
 * user), sk AUDIT#<timestamp>#<id>; gsi1 AUDIT#<day> lists a day's events for admins.
 * Security events: pk SECURITY#<day>, sk <createdAt>#<id>; gsi1 USER#<userId>. Both kept 400 days.
 */
export interface AuditEvent {
  userId: string | null;
  identifier?: string;
  actionType: 'auth' | 'account' | 'session' | 'admin' | 'payment';
  action: string;
  ipAddress: string;
  userAgent: string;
  success: boolean;
  errorMessage?: string;
  metadata?: Record<string, unknown>;
  timestamp: string;
}

export const securityEventTypes = [
  'multiple_failed_attempts',
  'unusual_activity',
  'privilege_escalation',
  'session_anomaly',
  'account_lockout',
  'suspicious_login',
  'password_reset_abuse',
] as const;
export type SecurityEventType = (typeof securityEventTypes)[number];
export type Severity = 'low' | 'medium' | 'high' | 'critical';

export interface SecurityEvent {
  id: string;
  eventType: SecurityEventType;
  severity: Severity;
  userId: string | null;
  clientIp: string;
  description: string;
  metadata: Record<string, unknown>;
  createdAt: string;
}

const RETENTION_SECONDS = 400 * 24 * 60 * 60;
const day = (iso: string) => iso.slice(0, 10);
const ttlFrom = (iso: string) => Math.floor(Date.parse(iso) / 1000) + RETENTION_SECONDS;

const AUDIT = 'AUDIT#';
const SECURITY = 'SECURITY#';
/** A user's audit event, or before there is a user, the identifier's (ANON#<identifier>). */
export const auditEventKey = (owner: { userId: string | null; identifier?: string }, timestamp: string, id: string) => ({
  pk: owner.userId ? userPk(owner.userId) : `ANON#${(owner.identifier ?? 'unknown').toLowerCase()}`,
  sk: `${AUDIT}${timestamp}#${id}`,
});
const auditDayIndex = (day: string) => `${AUDIT}${day}`;
const securityDayPk = (day: string) => `${SECURITY}${day}`;
export const securityEventKey = (createdAt: string, id: string) => ({ pk: securityDayPk(day(createdAt)), sk: `${createdAt}#${id}` });

export async function putAuditEvent(event: AuditEvent): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...auditEventKey(event, event.timestamp, randomUUID()),
        gsi1pk: auditDayIndex(day(event.timestamp)),
        gsi1sk: event.timestamp,
        entity: 'auditEvent',
        ...event,
        ttl: ttlFrom(event.timestamp),
      },
    }),
  );
}

export async function listAuditEvents(userId: string, limit = 50): Promise<AuditEvent[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': AUDIT },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items as AuditEvent[];
}

/**
 * How many audit events of one action since a time (the threat-level counts): every page of each
 * day's index, counted without reading the items out, so a flood of events cannot hide itself
 * past the first 1 MB page.
 */
export async function countAuditEventsSince(action: string, since: string): Promise<number> {
  const counts = await Promise.all(
    daysBetween(since, new Date().toISOString()).map((d) =>
      countAll({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :day AND gsi1sk >= :since',
        FilterExpression: '#action = :action',
        ExpressionAttributeNames: { '#action': 'action' },
        ExpressionAttributeValues: { ':day': auditDayIndex(d), ':since': since, ':action': action },
      }),
    ),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

export async function putSecurityEvent(event: Omit<SecurityEvent, 'id'>): Promise<SecurityEvent> {
  const stored: SecurityEvent = { id: randomUUID(), ...event };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...securityEventKey(event.createdAt, stored.id),
        ...(event.userId ? { gsi1pk: userPk(event.userId), gsi1sk: `${SECURITY}${event.createdAt}` } : {}),
        entity: 'securityEvent',
        ...stored,
        ttl: ttlFrom(event.createdAt),
      },
    }),
  );
  return stored;
}

function daysBetween(fromIso: string, toIso: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(day(fromIso)); t <= Date.parse(toIso); t += 24 * 60 * 60 * 1000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

function securityEventOf(item: Record<string, unknown>): SecurityEvent {
  return {
    id: String(item.id),
    eventType: item.eventType as SecurityEventType,
    severity: item.severity as Severity,
    userId: (item.userId as string | null) ?? null,
    clientIp: String(item.clientIp),
    description: String(item.description),
    metadata: (item.metadata as Record<string, unknown>) ?? {},
    createdAt: String(item.createdAt),
  };
}

/** The newest security events since a time, newest first, at most `limit` (every page until then). */
export async function listSecurityEventsSince(since: string, limit: number): Promise<SecurityEvent[]> {
  const events: SecurityEvent[] = [];
  for (const d of daysBetween(since, new Date().toISOString()).reverse()) {
    const query = {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk >= :since',
      ExpressionAttributeValues: { ':pk': securityDayPk(d), ':since': since },
      ScanIndexForward: false,
    };
    for await (const page of paginateQuery({ client: db(), pageSize: limit }, { ...query, Limit: limit })) {
      events.push(...(page.Items ?? []).map(securityEventOf));
      if (events.length >= limit) return events.slice(0, limit);
    }
  }
  return events;
}

/**
 * How many security events since a time, of one type or all: every page of each day's
 * partition, counted without reading the items out (a flood cannot hide past the first page).
 */
export async function countSecurityEventsSince(since: string, eventType?: SecurityEventType): Promise<number> {
  const counts = await Promise.all(
    daysBetween(since, new Date().toISOString()).map((d) =>
      countAll({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk >= :since',
        ...(eventType
          ? {
              FilterExpression: 'eventType = :type',
              ExpressionAttributeValues: { ':pk': securityDayPk(d), ':since': since, ':type': eventType },
            }
          : { ExpressionAttributeValues: { ':pk': securityDayPk(d), ':since': since } }),
      }),
    ),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

/** Where a page of security events starts: a day, and after which event of it (its sort key), if any. */
export interface SecurityEventsPosition {
  day: string;
  afterSk?: string;
}

/**
 * One page of security events between two days, newest first, of one type and/or severity: each
 * day's partition is queried newest first from `start` (filters applied by DynamoDB), day after
 * day back to `from`, until `limit` events or `maxQueries` queries; the answer says where the
 * next page starts (null when the range is exhausted). Never a scan.
 */
export async function listSecurityEventsPage(options: {
  from: string;
  start: SecurityEventsPosition;
  eventType?: SecurityEventType;
  severity?: Severity;
  limit: number;
  maxQueries?: number;
}): Promise<{ events: SecurityEvent[]; next: SecurityEventsPosition | null }> {
  const { from, eventType, severity, limit, maxQueries = 60 } = options;
  const filters = [...(eventType ? ['eventType = :type'] : []), ...(severity ? ['severity = :severity'] : [])];
  const events: SecurityEvent[] = [];
  let position: SecurityEventsPosition | null = options.start;
  for (let queries = 0; position && position.day >= from && queries < maxQueries; queries += 1) {
    const d: string = position.day;
    const afterSk: string | undefined = position.afterSk;
    const { Items = [], LastEvaluatedKey }: QueryCommandOutput = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
        ExpressionAttributeValues: { ':pk': securityDayPk(d), ...(eventType ? { ':type': eventType } : {}), ...(severity ? { ':severity': severity } : {}) },
        ScanIndexForward: false,
        Limit: Math.max(limit - events.length, 25),
        ...(afterSk ? { ExclusiveStartKey: { pk: securityDayPk(d), sk: afterSk } } : {}),
      }),
    );
    const previousDay = new Date(Date.parse(`${d}T00:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const after: SecurityEventsPosition | null = LastEvaluatedKey ? { day: d, afterSk: String(LastEvaluatedKey.sk) } : previousDay >= from ? { day: previousDay } : null;
    for (const [i, item] of Items.entries()) {
      events.push(securityEventOf(item));
      if (events.length === limit) {
        // Full: the next page starts after this event, or where this query stopped if it was its last.
        return { events, next: i === Items.length - 1 ? after : { day: d, afterSk: String(item.sk) } };
      }
    }
    position = after;
  }
  return { events, next: position && position.day >= from ? position : null };
}

/** One page of a user's audit trail, newest first (/admin/users), and the key to go on from. */
export async function listAuditEventsPage(userId: string, limit: number, after?: { pk: string; sk: string }): Promise<{ events: AuditEvent[]; lastKey: { pk: string; sk: string } | null }> {
  const { Items = [], LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': AUDIT },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: after,
    }),
  );
  return {
    events: Items as AuditEvent[],
    lastKey: LastEvaluatedKey ? { pk: String(LastEvaluatedKey.pk), sk: String(LastEvaluatedKey.sk) } : null,
  };
}

/** Whether a page key (from a client's cursor) points into this user's audit trail. */
export function isUserAuditKey(userId: string, key: { pk: string; sk: string }): boolean {
  return key.pk === userPk(userId) && key.sk.startsWith(AUDIT);
}
