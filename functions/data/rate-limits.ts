import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CounterState, RateLimitAction, RateLimitPolicy } from '#shared/auth/rate-limit';
import { db, tableName } from '../lib/clients.ts';
import { isConditionalCheckFailed, queryAll } from './dynamo.ts';

/**
 * Rate-limit counters: pk RATE#<action>#<kind>#<key>, sk COUNTER; attempts in the current window,
 * windowEndsAt and blockedUntil in epoch seconds; `ttl` removes the item once both have passed.
 *
 * Sign-ins keep more under their address's partition RATE#login#id#<address>
 * (docs/rate-limiting.md): a counter per place (sk FROM#<ip or "direct">), the address-wide
 * counter for places it never signed in from (sk COUNTER), the place of the last attempt that
 * passed (sk PENDING), and the places it signed in from (sk KNOWN#<ip>). The login page's tickets
 * are RATE#login#ticket#<sha256> / TICKET.
 */
export type CounterKind = 'id' | 'ip';
const COUNTER = 'COUNTER';
const FROM = 'FROM#';
const KNOWN = 'KNOWN#';
const PENDING = 'PENDING';

const partition = (action: RateLimitAction, kind: CounterKind, key: string) => `RATE#${action}#${kind}#${key.trim().toLowerCase()}`;

/** A counter's key: the key's own counter, or (sign-ins) one of the address's per-place counters. */
export const counterKey = (action: RateLimitAction, kind: CounterKind, key: string, sk = COUNTER) => ({ pk: partition(action, kind, key), sk });
/** The sort key of an address's sign-in counter for one place (an IP, or "direct"). */
export const placeCounterSk = (place: string) => `${FROM}${place.trim().toLowerCase()}`;
const knownPlaceKey = (address: string, ip: string) => ({ pk: partition('login', 'id', address), sk: `${KNOWN}${ip.trim().toLowerCase()}` });
const pendingKey = (address: string) => ({ pk: partition('login', 'id', address), sk: PENDING });
const ticketKey = (hash: string) => ({ pk: `RATE#login#ticket#${hash}`, sk: 'TICKET' });

function stateOf(item: Record<string, unknown>): CounterState {
  return {
    attempts: Number(item.attempts ?? 0),
    windowEndsAt: Number(item.windowEndsAt ?? 0),
    blockedUntil: item.blockedUntil === undefined ? undefined : Number(item.blockedUntil),
  };
}

export async function getCounter(action: RateLimitAction, kind: CounterKind, key: string, sk = COUNTER): Promise<CounterState | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: counterKey(action, kind, key, sk), ConsistentRead: true }));
  return Item ? stateOf(Item) : undefined;
}

/** A counter after counting one attempt; `counted` is false when the key was blocked and nothing was counted. */
export interface Counted extends CounterState {
  counted: boolean;
}

/**
 * Counts one attempt and answers the counter as the write left it, for the caller to decide on
 * (decideCounted in shared/auth/rate-limit.ts): within a running window the count is an atomic
 * ADD whose returned value is this attempt's number, so of any number of parallel attempts exactly
 * one is number N. Otherwise a new window starts with a put that only succeeds if the old window
 * is over and nothing blocks the key, so two racing first attempts cannot both start a window.
 * Reaching the limit blocks the key for `blockSeconds` when the policy has a block.
 */
export async function recordAttempt(
  action: RateLimitAction,
  kind: CounterKind,
  key: string,
  policy: RateLimitPolicy,
  now: number,
  sk = COUNTER,
): Promise<Counted> {
  const Key = counterKey(action, kind, key, sk);
  for (let tries = 0; tries < 3; tries += 1) {
    try {
      const { Attributes = {} } = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key,
          UpdateExpression: 'ADD attempts :one',
          ConditionExpression: 'attribute_exists(pk) AND windowEndsAt > :now',
          ExpressionAttributeValues: { ':one': 1, ':now': now },
          ReturnValues: 'ALL_NEW',
        }),
      );
      const state = stateOf(Attributes);
      return { ...(state.attempts >= policy.limit ? await block(Key, state, policy, now) : state), counted: true };
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
      return { ...(state.attempts >= policy.limit ? await block(Key, state, policy, now) : state), counted: true };
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      // Another request started the window, or the key is blocked: read it and decide again.
      const current = await getCounter(action, kind, key, sk);
      if (current?.blockedUntil && current.blockedUntil > now) return { ...current, counted: false };
    }
  }
  throw new Error('Rate-limit counter kept changing under concurrent updates');
}

async function block(Key: Record<string, string>, state: CounterState, policy: RateLimitPolicy, now: number): Promise<CounterState> {
  if (policy.blockSeconds === 0) return state;
  if (state.blockedUntil && state.blockedUntil > now) return state;
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

/**
 * Takes back one attempt counted at `countedAt` (a sign-in that turned out to succeed), only if
 * that attempt's window is still the running one and the count is above zero.
 */
export async function releaseAttempt(action: RateLimitAction, kind: CounterKind, key: string, policy: RateLimitPolicy, countedAt: number, now: number): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: counterKey(action, kind, key),
        UpdateExpression: 'ADD attempts :minusOne',
        ConditionExpression: 'attribute_exists(pk) AND windowEndsAt > :now AND windowEndsAt <= :latestEnd AND attempts > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':now': now, ':latestEnd': countedAt + policy.windowSeconds, ':zero': 0 },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionalCheckFailed(error)) throw error;
    });
}

/** A sign-in attempt that passed the limits: its place, when, and whether the address-wide counter counted it. */
export interface PendingLogin {
  place: string;
  at: number;
  countedWide: boolean;
}

/** Notes the last sign-in attempt that passed the limits, for the post-authentication trigger. */
export async function putPendingLogin(address: string, pending: PendingLogin): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...pendingKey(address), entity: 'loginPending', ...pending, ttl: pending.at + 60 * 60 } }));
}

/**
 * A successful sign-in: deletes the address's counter at every place and answers the last
 * attempt that passed, if it was recent. The address-wide counter (attempts from places it never
 * signed in from) and the known places stay.
 */
export async function clearLoginCounters(address: string, now: number, pendingWithinSeconds: number): Promise<PendingLogin | undefined> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': partition('login', 'id', address) },
    ConsistentRead: true,
  });
  const cleared = items.filter((item) => String(item.sk).startsWith(FROM) || item.sk === PENDING);
  for (let i = 0; i < cleared.length; i += 25) {
    await Promise.all(cleared.slice(i, i + 25).map((item) => db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: item.pk, sk: item.sk } }))));
  }
  const pending = items.find((item) => item.sk === PENDING);
  const at = Number(pending?.at ?? 0);
  return pending && now - at <= pendingWithinSeconds ? { place: String(pending.place), at, countedWide: pending.countedWide === true } : undefined;
}

/** Remembers a place (IP) the address signed in from, for `days`. */
export async function putKnownPlace(address: string, ip: string, now: number, days: number): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...knownPlaceKey(address, ip), entity: 'loginKnownPlace', since: now, ttl: now + days * 24 * 60 * 60 } }),
  );
}

export async function isKnownPlace(address: string, ip: string, now: number): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: knownPlaceKey(address, ip), ConsistentRead: true }));
  return Item !== undefined && Number(Item.ttl ?? 0) > now;
}

export interface LoginTicket {
  address: string;
  ip: string;
  expiresAt: number;
}

/** Stores a login ticket by the SHA-256 of its secret (the secret itself is never stored). */
export async function putLoginTicket(hash: string, ticket: LoginTicket): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...ticketKey(hash), entity: 'loginTicket', ...ticket, ttl: ticket.expiresAt } }));
}

export async function getLoginTicket(hash: string): Promise<LoginTicket | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: ticketKey(hash), ConsistentRead: true }));
  if (!Item) return undefined;
  return { address: String(Item.address), ip: String(Item.ip), expiresAt: Number(Item.expiresAt ?? 0) };
}
