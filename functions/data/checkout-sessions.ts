import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients.ts';
import { isConditionalCheckFailed } from './dynamo.ts';

/**
 * Checkout sessions of the local payment stand-in (only when no Stripe key is configured):
 * pk CHECKOUT#<cs_...>, sk SESSION. On AWS with Stripe, Stripe keeps the sessions.
 */
export interface LocalCheckoutSession {
  id: string;
  userId: string;
  customerEmail: string | null;
  packageId: string;
  packageName: string;
  couponCode: string | null;
  /** The coupon allows one use per customer (sessions made before this field: absent, false). */
  couponOncePerCustomer?: boolean;
  subtotalCents: number;
  discountCents: number;
  discountLabel: string | null;
  taxCents: number;
  totalCents: number;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'complete';
  createdAt: string;
  expiresAt: string;
}

export const localSessionKey = (id: string) => ({ pk: `CHECKOUT#${id}`, sk: 'SESSION' });

export async function putLocalSession(session: LocalCheckoutSession): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...localSessionKey(session.id), entity: 'localCheckoutSession', ...session, ttl: Math.floor(Date.parse(session.expiresAt) / 1000) + 86_400 },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getLocalSession(id: string): Promise<LocalCheckoutSession | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: localSessionKey(id), ConsistentRead: true }));
  if (!Item) return null;
  const { pk: _pk, sk: _sk, entity: _entity, ttl: _ttl, ...session } = Item;
  return session as LocalCheckoutSession;
}

/** Marks the session paid once; false if it was already paid or has expired. */
export async function completeLocalSession(id: string, now: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: localSessionKey(id),
        UpdateExpression: 'SET #status = :complete, completedAt = :now',
        ConditionExpression: '#status = :open AND expiresAt > :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':complete': 'complete', ':open': 'open', ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
