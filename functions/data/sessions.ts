import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DeviceInfo, Session } from '#shared/api/sessions';
import { db, tableName } from '../lib/clients.ts';
import { isConditionalCheckFailed } from './dynamo.ts';
import { userPk } from './keys.ts';

/**
 * Active sessions: pk USER#<userId>, sk SESSION#<id>. Ownership is in the key, so a caller can
 * only ever touch their own. `ttl` drops a session 30 days after it expired.
 */
const SESSION = 'SESSION#';

export const sessionKey = (userId: string, sessionId: string) => ({ pk: userPk(userId), sk: `${SESSION}${sessionId}` });
const ttlFor = (expiresAt: string) => Math.floor(Date.parse(expiresAt) / 1000) + 30 * 24 * 60 * 60;

function fromItem(item: Record<string, unknown>): Session {
  return {
    id: String(item.id),
    deviceInfo: item.deviceInfo as DeviceInfo,
    ipAddress: String(item.ipAddress ?? 'unknown'),
    createdAt: String(item.createdAt),
    lastActivity: String(item.lastActivity),
    expiresAt: String(item.expiresAt),
    isActive: Boolean(item.isActive),
    endReason: (item.endReason as Session['endReason']) ?? null,
  };
}

export async function putSession(userId: string, session: Session): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...sessionKey(userId, session.id), entity: 'session', userId, ...session, ttl: ttlFor(session.expiresAt) },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function listSessions(userId: string): Promise<Session[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': SESSION },
    }),
  );
  return Items.map(fromItem);
}

/**
 * Records activity on a live session, at most once per `minIntervalMs`: the condition skips
 * the write when the last one is recent. Returns the session, or null if it is not live.
 */
export async function touchSession(userId: string, sessionId: string, now: Date, lifetimeMs: number, minIntervalMs: number): Promise<Session | null> {
  const expiresAt = new Date(now.getTime() + lifetimeMs).toISOString();
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sessionKey(userId, sessionId),
        UpdateExpression: 'SET lastActivity = :now, expiresAt = :expiresAt, #ttl = :ttl',
        ConditionExpression: 'attribute_exists(pk) AND isActive = :true AND expiresAt > :now AND lastActivity <= :recent',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':now': now.toISOString(),
          ':expiresAt': expiresAt,
          ':ttl': ttlFor(expiresAt),
          ':true': true,
          ':recent': new Date(now.getTime() - minIntervalMs).toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? fromItem(Attributes) : null;
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    const current = (await listSessions(userId)).find((session) => session.id === sessionId);
    return current?.isActive && current.expiresAt > now.toISOString() ? current : null;
  }
}

/** Ends a live session; false if there was none to end. */
export async function endSession(userId: string, sessionId: string, reason: NonNullable<Session['endReason']>, now: Date): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sessionKey(userId, sessionId),
        UpdateExpression: 'SET isActive = :false, endReason = :reason, endedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND isActive = :true',
        ExpressionAttributeValues: { ':false': false, ':true': true, ':reason': reason, ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/**
 * The user's token cutoff: pk USER#<userId>, sk TOKENS. Access tokens issued before
 * `validFrom` (epoch seconds) are refused by the API (sign out everywhere, a password change or
 * reset). It only moves forward.
 */
const tokensKey = (userId: string) => ({ pk: userPk(userId), sk: 'TOKENS' });

export async function getTokensValidFrom(userId: string): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: tokensKey(userId), ConsistentRead: true }));
  return typeof Item?.validFrom === 'number' ? Item.validFrom : 0;
}

export async function setTokensValidFrom(userId: string, validFrom: number): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: tokensKey(userId),
        UpdateExpression: 'SET validFrom = :validFrom, entity = :entity',
        ConditionExpression: 'attribute_not_exists(validFrom) OR validFrom < :validFrom',
        ExpressionAttributeValues: { ':validFrom': validFrom, ':entity': 'tokenCutoff' },
      }),
    );
  } catch (error) {
    // A later cutoff is already set: it stands.
    if (!isConditionalCheckFailed(error)) throw error;
  }
}
