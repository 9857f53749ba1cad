import { QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients.ts';
import { keys } from './keys.ts';

/**
 * Purchases: pk USER#<userId>, sk PURCHASE#<purchasedAt>#<id>; gsi1 PURCHASE#<id>; gsi2
 * PAYMENT#<paymentIntentId> finds the purchase a refund is about. Written only by the payment
 * webhook, in one transaction with the Stripe event's record (STRIPE_EVENT#<eventId>) and the
 * session's grant marker (CHECKOUT_GRANT#<sessionId>), so an event or a session grants once.
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
    userId: String(item.userId ?? String(item.pk).replace(/^USER#/, '')),
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

function purchaseKey(purchase: Pick<Purchase, 'userId' | 'purchasedAt' | 'id'>) {
  return { pk: keys.user(purchase.userId), sk: `PURCHASE#${purchase.purchasedAt}#${purchase.id}` };
}

export async function listPurchases(userId: string): Promise<Purchase[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.user(userId), ':prefix': 'PURCHASE#' },
    }),
  );
  return Items.map(fromItem);
}

function eventRecord(eventId: string, type: string) {
  return {
    Put: {
      TableName: tableName(),
      Item: { pk: `STRIPE_EVENT#${eventId}`, sk: 'EVENT', entity: 'stripeEvent', type, processedAt: new Date().toISOString(), ttl: Math.floor(Date.now() / 1000) + EVENT_TTL_SECONDS },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export type WriteOutcome = 'written' | 'duplicate_event' | 'duplicate_session' | 'not_applicable';

async function transact(items: NonNullable<TransactWriteCommandInput['TransactItems']>, meaning: WriteOutcome[]): Promise<WriteOutcome> {
  // Concurrent deliveries collide on the same keys; DynamoDB cancels one (TransactionConflict) and it retries.
  for (let round = 0; ; round += 1) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return 'written';
    } catch (error) {
      if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') throw error;
      const codes = ((error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r.Code ?? 'None');
      if (codes.includes('TransactionConflict') && round < 5) {
        await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** round + Math.random() * 20));
        continue;
      }
      const failed = codes.indexOf('ConditionalCheckFailed');
      if (failed >= 0 && meaning[failed]) return meaning[failed];
      throw error;
    }
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
          Item: { pk: `CHECKOUT_GRANT#${purchase.checkoutSessionId}`, sk: 'GRANT', entity: 'checkoutGrant', purchaseId: purchase.id, userId: purchase.userId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...purchaseKey(purchase),
            gsi1pk: `PURCHASE#${purchase.id}`,
            gsi1sk: 'PURCHASE',
            ...(purchase.paymentIntentId ? { gsi2pk: `PAYMENT#${purchase.paymentIntentId}`, gsi2sk: 'PURCHASE' } : {}),
            entity: 'purchase',
            ...purchase,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ],
    ['duplicate_event', 'duplicate_session', 'duplicate_session'],
  );
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
      ExpressionAttributeValues: { ':pk': `PAYMENT#${paymentIntentId}`, ':sk': 'PURCHASE' },
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
