import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients.ts';
import { cancellationReasons, transactWrite, type TransactItem } from './dynamo.ts';
import { userIdFromPk, userPk } from './keys.ts';

/**
 * Purchases: pk USER#<userId>, sk PURCHASE#<purchasedAt>#<id>; gsi1 PURCHASE#<id>; gsi2
 * PAYMENT#<paymentIntentId> finds the purchase a refund is about. Written by the payment
 * webhook, in one transaction with the Stripe event's record (STRIPE_EVENT#<eventId>, sk EVENT)
 * and the session's grant marker (CHECKOUT_GRANT#<sessionId>, sk GRANT), so an event or a
 * session grants once; putPurchase writes one directly, for test fixtures.
 */
export interface Purchase {
  id: string;
  userId: string;
  packageId: string;
  packageName: string;
  purchasedAt: string;
  /** null: no expiry. */
  expiresAt: string | null;
  status: 'active' | 'refunded';
  subtotalCents: number | null;
  discountCents: number | null;
  taxCents: number | null;
  amountPaidCents: number | null;
  couponCode: string | null;
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
  receiptUrl: string | null;
  refundedAt?: string | null;
}

const EVENT_TTL_SECONDS = 90 * 86_400;
const str = (value: unknown) => (typeof value === 'string' ? value : null);
const num = (value: unknown) => (typeof value === 'number' ? value : null);

function fromItem(item: Record<string, unknown>): Purchase {
  return {
    id: String(item.id),
    userId: String(item.userId ?? userIdFromPk(String(item.pk))),
    packageId: String(item.packageId),
    packageName: String(item.packageName ?? ''),
    purchasedAt: String(item.purchasedAt),
    expiresAt: str(item.expiresAt),
    status: item.status === 'refunded' ? 'refunded' : 'active',
    subtotalCents: num(item.subtotalCents),
    discountCents: num(item.discountCents),
    taxCents: num(item.taxCents),
    amountPaidCents: num(item.amountPaidCents),
    couponCode: str(item.couponCode),
    checkoutSessionId: str(item.checkoutSessionId),
    paymentIntentId: str(item.paymentIntentId),
    receiptUrl: str(item.receiptUrl),
    refundedAt: str(item.refundedAt),
  };
}

const PURCHASE = 'PURCHASE#';

export const purchaseKey = (purchase: Pick<Purchase, 'userId' | 'purchasedAt' | 'id'>) => ({ pk: userPk(purchase.userId), sk: `${PURCHASE}${purchase.purchasedAt}#${purchase.id}` });
const paymentIndex = (paymentIntentId: string) => `PAYMENT#${paymentIntentId}`;
export const stripeEventKey = (eventId: string) => ({ pk: `STRIPE_EVENT#${eventId}`, sk: 'EVENT' });
export const checkoutGrantKey = (checkoutSessionId: string | null) => ({ pk: `CHECKOUT_GRANT#${checkoutSessionId}`, sk: 'GRANT' });

function toItem(purchase: Purchase) {
  return {
    ...purchaseKey(purchase),
    gsi1pk: `${PURCHASE}${purchase.id}`,
    gsi1sk: 'PURCHASE',
    ...(purchase.paymentIntentId ? { gsi2pk: paymentIndex(purchase.paymentIntentId), gsi2sk: 'PURCHASE' } : {}),
    entity: 'purchase',
    ...purchase,
  };
}

export async function listPurchases(userId: string): Promise<Purchase[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': PURCHASE },
    }),
  );
  return Items.map(fromItem);
}

function eventRecord(eventId: string, type: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...stripeEventKey(eventId), entity: 'stripeEvent', type, processedAt: new Date().toISOString(), ttl: Math.floor(Date.now() / 1000) + EVENT_TTL_SECONDS },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export type WriteOutcome = 'written' | 'duplicate_event' | 'duplicate_session' | 'not_applicable';

/**
 * Writes the items in one transaction; a failed condition on item i means meaning[i]. Concurrent
 * deliveries collide on the same keys: transactWrite retries the one DynamoDB cancels.
 */
async function transact(items: TransactItem[], meaning: WriteOutcome[]): Promise<WriteOutcome> {
  try {
    await transactWrite(items);
    return 'written';
  } catch (error) {
    const failed = cancellationReasons(error)?.indexOf('ConditionalCheckFailed') ?? -1;
    if (failed >= 0 && meaning[failed]) return meaning[failed];
    throw error;
  }
}

/** Grants a purchase once per Stripe event and once per checkout session, whatever the order or concurrency of deliveries. */
export function grantPurchase(purchase: Purchase, event: { id: string; type: string }): Promise<WriteOutcome> {
  return transact(
    [
      eventRecord(event.id, event.type),
      {
        Put: {
          TableName: tableName(),
          Item: { ...checkoutGrantKey(purchase.checkoutSessionId), entity: 'checkoutGrant', purchaseId: purchase.id, userId: purchase.userId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: tableName(), Item: toItem(purchase), ConditionExpression: 'attribute_not_exists(pk)' } },
    ],
    ['duplicate_event', 'duplicate_session', 'duplicate_session'],
  );
}

/** Writes a purchase outside the webhook's once-only transaction: for test fixtures. */
export async function putPurchase(purchase: Purchase): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: toItem(purchase) }));
}

/** Records an event that grants nothing (an unpaid session, a failed payment), so it is handled once. */
export function recordEvent(event: { id: string; type: string }): Promise<WriteOutcome> {
  return transact([eventRecord(event.id, event.type)], ['duplicate_event']);
}

export async function findPurchaseByPaymentIntent(paymentIntentId: string): Promise<Purchase | null> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk = :sk',
      ExpressionAttributeValues: { ':pk': paymentIndex(paymentIntentId), ':sk': 'PURCHASE' },
    }),
  );
  return Items[0] ? fromItem(Items[0]) : null;
}

/** A refund ends the access now, once; the event is recorded in the same transaction. */
export function revokePurchase(purchase: Purchase, event: { id: string; type: string }, refundedAt: string): Promise<WriteOutcome> {
  return transact(
    [
      eventRecord(event.id, event.type),
      {
        Update: {
          TableName: tableName(),
          Key: purchaseKey(purchase),
          UpdateExpression: 'SET #status = :refunded, expiresAt = :at, refundedAt = :at',
          ConditionExpression: '#status = :active',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':refunded': 'refunded', ':active': 'active', ':at': refundedAt },
        },
      },
    ],
    ['duplicate_event', 'not_applicable'],
  );
}
