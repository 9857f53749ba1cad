import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients.ts';
import { isConditionalCheckFailed } from './dynamo.ts';

/**
 * Tokens sent by email (password reset, email verification, unsubscribe links): pk
 * TOKEN#<sha256>, sk <purpose>. Only the hash is stored; `ttl` removes the item after it expires.
 * Redeeming is a conditional update, so a one-time token works once even when two requests race;
 * an unsubscribe link is only looked up (`findToken`), so it works as often as it is followed.
 */
export type TokenPurpose = 'password_reset' | 'email_verification' | 'unsubscribe';

export interface TokenRecord {
  userId: string;
  email: string;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The key of a token's item: only its hash is stored. */
export const tokenKey = (purpose: TokenPurpose, token: string) => ({ pk: `TOKEN#${hash(token)}`, sk: purpose });

export async function issueToken(purpose: TokenPurpose, record: TokenRecord, lifetimeSeconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = Math.floor(Date.now() / 1000) + lifetimeSeconds;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...tokenKey(purpose, token), entity: 'oneTimeToken', ...record, expiresAt, used: false, ttl: expiresAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return token;
}

/** Marks the token used and returns what it was for; null if unknown, expired or already used. */
export async function redeemToken(purpose: TokenPurpose, token: string): Promise<TokenRecord | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: tokenKey(purpose, token),
        UpdateExpression: 'SET used = :true, usedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND used = :false AND expiresAt > :nowSeconds',
        ExpressionAttributeValues: {
          ':true': true,
          ':false': false,
          ':now': new Date().toISOString(),
          ':nowSeconds': Math.floor(Date.now() / 1000),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? { userId: String(Attributes.userId), email: String(Attributes.email) } : null;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return null;
    throw error;
  }
}

/** What a token is for, if it is known and unexpired (used or not); it stays valid. */
export async function findToken(purpose: TokenPurpose, token: string): Promise<TokenRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: tokenKey(purpose, token) }));
  if (!Item || typeof Item.expiresAt !== 'number' || Item.expiresAt <= Math.floor(Date.now() / 1000)) return null;
  return { userId: String(Item.userId), email: String(Item.email) };
}
