import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CounterState, RateLimitAction, RateLimitPolicy } from '#shared/auth/rate-limit';
import { db, tableName } from '../lib/clients.ts';
import { isConditionalCheckFailed } from './dynamo.ts';

/**
 * Rate-limit counters: pk RATE#<action>#<kind>#<key>, sk COUNTER; attempts in the current window,
 * windowEndsAt and blockedUntil in epoch seconds; `ttl` removes the item once both have passed.
 */
export type CounterKind = 'id' | 'ip';

export const counterKey = (action: RateLimitAction, kind: CounterKind, key: string) => ({
  pk: `RATE#${action}#${kind}#${key.trim().toLowerCase()}`,
  sk: 'COUNTER',
});

export async function getCounter(action: RateLimitAction, kind: CounterKind, key: string): Promise<CounterState | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: counterKey(action, kind, key), ConsistentRead: true }));
  if (!Item) return undefined;
  return {
    attempts: Number(Item.attempts ?? 0),
    windowEndsAt: Number(Item.windowEndsAt ?? 0),
    blockedUntil: Item.blockedUntil === undefined ? undefined : Number(Item.blockedUntil),
  };
}

/**
 * Counts one attempt. Within a running window the count is an atomic ADD; otherwise a new
 * window starts with a put that only succeeds if the old window is over and nothing blocks the
 * key, so two racing first attempts cannot both start a window. Reaching the limit blocks the
 * key for `blockSeconds` when the policy has a block.
 */
export async function recordAttempt(
  action: RateLimitAction,
  kind: CounterKind,
  key: string,
  policy: RateLimitPolicy,
  now: number,
): Promise<CounterState> {
  const Key = counterKey(action, kind, key);
  for (let tries = 0; tries < 3; tries += 1) {
    try {
      const { Attributes } = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key,
          UpdateExpression: 'ADD attempts :one',
          ConditionExpression: 'attribute_exists(pk) AND windowEndsAt > :now',
          ExpressionAttributeValues: { ':one': 1, ':now': now },
          ReturnValues: 'ALL_NEW',
        }),
      );
      const state: CounterState = {
        attempts: Number(Attributes?.attempts ?? 1),
        windowEndsAt: Number(Attributes?.windowEndsAt ?? now),
        blockedUntil: Attributes?.blockedUntil === undefined ? undefined : Number(Attributes.blockedUntil),
      };
      return state.attempts >= policy.limit ? await block(Key, state, policy, now) : state;
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
    const state: CounterState = { attempts: 1, windowEndsAt: now + policy.windowSeconds };
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...Key, entity: 'rateLimitCounter', ...state, ttl: state.windowEndsAt + policy.blockSeconds },
          ConditionExpression: 'attribute_not_exists(pk) OR (windowEndsAt <= :now AND (attribute_not_exists(blockedUntil) OR blockedUntil <= :now))',
          ExpressionAttributeValues: { ':now': now },
        }),
      );
      return state.attempts >= policy.limit ? await block(Key, state, policy, now) : state;
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      // Another request started the window, or the key is blocked: read it and decide again.
      const current = await getCounter(action, kind, key);
      if (current?.blockedUntil && current.blockedUntil > now) return current;
    }
  }
  throw new Error('Rate-limit counter kept changing under concurrent updates');
}

async function block(Key: Record<string, string>, state: CounterState, policy: RateLimitPolicy, now: number): Promise<CounterState> {
  if (policy.blockSeconds === 0) return state;
  const blockedUntil = now + policy.blockSeconds;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key,
      UpdateExpression: 'SET blockedUntil = :until, #ttl = :ttl',
      ConditionExpression: 'attribute_not_exists(blockedUntil) OR blockedUntil <= :now',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':until': blockedUntil, ':ttl': Math.max(blockedUntil, state.windowEndsAt), ':now': now },
    }),
  ).catch((error: unknown) => {
    // Already blocked by a concurrent attempt: that block stands.
    if (!isConditionalCheckFailed(error)) throw error;
  });
  return { ...state, blockedUntil };
}

/** A successful sign-in clears the identifier's failures. */
export async function resetCounter(action: RateLimitAction, kind: CounterKind, key: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: counterKey(action, kind, key) }));
}
