import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients.ts';
import { couponUseItems, type CouponUseInput } from './coupons.ts';
import { batchGetAll, cancellationReasons, isConditionalCheckFailed, queryAll, transactWrite, type TransactItem } from './dynamo.ts';
import { userIdFromPk, userPk } from './keys.ts';

/**
 * Purchases: pk USER#<userId>, sk PURCHASE#<purchasedAt>#<id>; gsi1 PURCHASE#<id>; gsi2
 * PAYMENT#<paymentIntentId> finds the purchase a refund is about. Written by the payment
 * webhook, in one transaction with the Stripe event's record (STRIPE_EVENT#<eventId>, sk EVENT)
 * and the session's grant marker (CHECKOUT_GRANT#<sessionId>, sk GRANT), so an event or a
 * session grants once; putPurchase writes one directly, for test fixtures.
 *
 * A payment's state (PAYMENT_INTENT#<paymentIntentId>, sk STATE) says which purchase the payment
 * granted and whether it was reversed (a full refund or a dispute). Both writers go through this
 * one item, so whichever arrives first, the other sees it: a reversal finds the purchase to revoke,
 * or the grant finds the reversal and writes the purchase as refunded.
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
  /** 'comp': access an administrator granted (/admin/users), never revenue; absent: bought at checkout. */
  source?: 'checkout' | 'comp';
  /** The administrator who granted a comp. */
  grantedBy?: string | null;
  /** Access an administrator ended (its expiry moved to then), and who. */
  revokedAt?: string | null;
  revokedBy?: string | null;
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
    source: item.source === 'comp' ? 'comp' : 'checkout',
    grantedBy: str(item.grantedBy),
    revokedAt: str(item.revokedAt),
    revokedBy: str(item.revokedBy),
  };
}

const PURCHASE = 'PURCHASE#';

export const purchaseKey = (purchase: Pick<Purchase, 'userId' | 'purchasedAt' | 'id'>) => ({ pk: userPk(purchase.userId), sk: `${PURCHASE}${purchase.purchasedAt}#${purchase.id}` });
const paymentIndex = (paymentIntentId: string) => `PAYMENT#${paymentIntentId}`;
export const stripeEventKey = (eventId: string) => ({ pk: `STRIPE_EVENT#${eventId}`, sk: 'EVENT' });
export const checkoutGrantKey = (checkoutSessionId: string | null) => ({ pk: `CHECKOUT_GRANT#${checkoutSessionId}`, sk: 'GRANT' });
export const paymentStateKey = (paymentIntentId: string) => ({ pk: `PAYMENT_INTENT#${paymentIntentId}`, sk: 'STATE' });

/**
 * gsi3 PURCHASES / <purchasedAt>#<id>: every purchase (sales, refunded ones, comps) by time, for
 * the admin sales list and its totals (keys only: the reader gets the purchases' keys, then the
 * purchases). One partition: sales are few a minute at most.
 */
const SALES_INDEX = 'PURCHASES';
export const salesIndexKeys = (purchase: Pick<Purchase, 'purchasedAt' | 'id'>) => ({ gsi3pk: SALES_INDEX, gsi3sk: `${purchase.purchasedAt}#${purchase.id}` });

function toItem(purchase: Purchase) {
  return {
    ...purchaseKey(purchase),
    gsi1pk: `${PURCHASE}${purchase.id}`,
    gsi1sk: 'PURCHASE',
    ...(purchase.paymentIntentId ? { gsi2pk: paymentIndex(purchase.paymentIntentId), gsi2sk: 'PURCHASE' } : {}),
    ...salesIndexKeys(purchase),
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

export type WriteOutcome =
  | 'written'
  | 'duplicate_event'
  | 'duplicate_session'
  | 'not_applicable'
  /** The payment was refunded or disputed before its grant: the purchase was written as refunded. */
  | 'reversed_before_grant'
  /** Refused: the user has already bought with a code that allows one use per customer. */
  | 'coupon_already_used'
  /** Refused: the table coupon reached its maxRedemptions. */
  | 'coupon_used_up';

/** A full refund or a dispute of a payment. */
export interface Reversal {
  kind: 'refund' | 'dispute';
  /** When it happened (the Stripe event's time). */
  at: string;
  eventId: string;
}

export interface PaymentState {
  /** The purchase the payment granted, if it has been granted. */
  purchase: Pick<Purchase, 'userId' | 'purchasedAt' | 'id'> | null;
  reversal: Reversal | null;
}

function paymentStateOf(item: Record<string, unknown> | undefined): PaymentState {
  const purchase =
    typeof item?.purchaseId === 'string' && typeof item.userId === 'string' && typeof item.purchasedAt === 'string'
      ? { id: item.purchaseId, userId: item.userId, purchasedAt: item.purchasedAt }
      : null;
  const reversal =
    typeof item?.reversedAt === 'string'
      ? { kind: item.reversalKind === 'dispute' ? ('dispute' as const) : ('refund' as const), at: item.reversedAt, eventId: String(item.reversalEventId ?? '') }
      : null;
  return { purchase, reversal };
}

export async function getPaymentState(paymentIntentId: string): Promise<PaymentState> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: paymentStateKey(paymentIntentId), ConsistentRead: true }));
  return paymentStateOf(Item);
}

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

/**
 * Grants a purchase once per Stripe event and once per checkout session, whatever the order or
 * concurrency of deliveries, in one transaction that also claims the payment's state item and
 * records the coupon's use (refused where the code allows one use per customer and this user has
 * had it, or a table coupon is used up). If the payment was already reversed (its refund or
 * dispute arrived first), the purchase is written as refunded, with no access and no coupon use.
 */
export async function grantPurchase(
  purchase: Purchase,
  event: { id: string; type: string },
  coupon?: CouponUseInput,
  /** Unconditional writes that happen with the grant and only then (the day's sales counters). */
  alsoOnGrant: TransactItem[] = [],
): Promise<WriteOutcome> {
  const grantMarker: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: { ...checkoutGrantKey(purchase.checkoutSessionId), entity: 'checkoutGrant', purchaseId: purchase.id, userId: purchase.userId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  const pointer = { entity: 'paymentState', purchaseId: purchase.id, userId: purchase.userId, purchasedAt: purchase.purchasedAt };
  const paymentIntentId = purchase.paymentIntentId;
  for (let round = 0; round < 3; round += 1) {
    const { reversal } = paymentIntentId ? await getPaymentState(paymentIntentId) : { reversal: null };
    if (paymentIntentId && reversal) {
      const revokedAt = new Date(Math.min(Date.parse(reversal.at), Date.now())).toISOString();
      const outcome = await transact(
        [
          eventRecord(event.id, event.type),
          grantMarker,
          { Put: { TableName: tableName(), Item: toItem({ ...purchase, status: 'refunded', expiresAt: revokedAt, refundedAt: revokedAt }), ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Update: {
              TableName: tableName(),
              Key: paymentStateKey(paymentIntentId),
              UpdateExpression: 'SET entity = :entity, purchaseId = :id, userId = :user, purchasedAt = :at',
              ConditionExpression: 'attribute_exists(reversedAt) AND attribute_not_exists(purchaseId)',
              ExpressionAttributeValues: { ':entity': pointer.entity, ':id': pointer.purchaseId, ':user': pointer.userId, ':at': pointer.purchasedAt },
            },
          },
        ],
        ['duplicate_event', 'duplicate_session', 'duplicate_session', 'duplicate_session'],
      );
      return outcome === 'written' ? 'reversed_before_grant' : outcome;
    }
    const couponItems = coupon ? couponUseItems(coupon) : [];
    const outcome = await transact(
      [
        eventRecord(event.id, event.type),
        grantMarker,
        { Put: { TableName: tableName(), Item: toItem(purchase), ConditionExpression: 'attribute_not_exists(pk)' } },
        // Claimed here, so a reversal recorded a moment ago cancels this grant (and is read above).
        ...(paymentIntentId ? [{ Put: { TableName: tableName(), Item: { ...paymentStateKey(paymentIntentId), ...pointer }, ConditionExpression: 'attribute_not_exists(pk)' } }] : []),
        ...couponItems,
        ...alsoOnGrant,
      ],
      [
        'duplicate_event',
        'duplicate_session',
        'duplicate_session',
        ...(paymentIntentId ? (['not_applicable'] as const) : []),
        ...couponItems.map((_, index): WriteOutcome => (index === 0 ? 'coupon_already_used' : 'coupon_used_up')),
      ],
    );
    // not_applicable here: the payment's state exists, so it was reversed meanwhile: read it again.
    if (outcome !== 'not_applicable') return outcome;
  }
  throw new Error(`The payment state of ${paymentIntentId} kept changing during the grant`);
}

/**
 * Records a full refund or a dispute on the payment's state (the first one stands) and answers
 * which purchase, if any, the payment granted, so the caller revokes it; a grant that comes later
 * finds the reversal and writes its purchase as refunded.
 */
export async function recordReversal(paymentIntentId: string, reversal: Reversal): Promise<PaymentState> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: paymentStateKey(paymentIntentId),
      UpdateExpression:
        'SET entity = :entity, reversedAt = if_not_exists(reversedAt, :at), reversalKind = if_not_exists(reversalKind, :kind), reversalEventId = if_not_exists(reversalEventId, :event)',
      ExpressionAttributeValues: { ':entity': 'paymentState', ':at': reversal.at, ':kind': reversal.kind, ':event': reversal.eventId },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return paymentStateOf(Attributes);
}

/** A purchase by its key (the payment state's pointer), read consistently. */
export async function getPurchase(key: Pick<Purchase, 'userId' | 'purchasedAt' | 'id'>): Promise<Purchase | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: purchaseKey(key), ConsistentRead: true }));
  return Item ? fromItem(Item) : null;
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
export function revokePurchase(
  purchase: Purchase,
  event: { id: string; type: string },
  refundedAt: string,
  /** Unconditional writes that happen with the revocation and only then (the day's refund counters). */
  alsoOnRevoke: TransactItem[] = [],
): Promise<WriteOutcome> {
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
      ...alsoOnRevoke,
    ],
    ['duplicate_event', 'not_applicable'],
  );
}

/** A purchase as the admin sales list reads it: with whether an administrator granted it (a comp, never revenue). */
export interface SaleRecord {
  purchase: Purchase;
  comp: boolean;
}

export interface SalesPageKey {
  pk: string;
  sk: string;
  gsi3sk: string;
}

/** Whether a page key (from a client's cursor) points into the sales index within [startsAt, endsBefore). */
export function isSalesPageKey(key: SalesPageKey, range: { startsAt: string; endsBefore: string }): boolean {
  return key.pk.startsWith('USER#') && key.sk.startsWith(PURCHASE) && key.gsi3sk >= range.startsAt && key.gsi3sk < range.endsBefore;
}

function salesQuery(range: { startsAt: string; endsBefore: string }) {
  return {
    TableName: tableName(),
    IndexName: 'gsi3',
    // Sort keys are <purchasedAt>#<id>: every one of the range sorts between its two instants.
    KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': SALES_INDEX, ':from': range.startsAt, ':to': range.endsBefore },
    ScanIndexForward: false,
  };
}

/** The purchases of the index keys read, in the keys' order (newest first). */
async function salesOf(keys: Record<string, unknown>[]): Promise<SaleRecord[]> {
  const items = await batchGetAll(keys.map((k) => ({ pk: String(k.pk), sk: String(k.sk) })));
  const byKey = new Map(items.map((item) => [`${String(item.pk)}|${String(item.sk)}`, item]));
  return keys.flatMap((k) => {
    const item = byKey.get(`${String(k.pk)}|${String(k.sk)}`);
    return item ? [{ purchase: fromItem(item), comp: item.source === 'comp' }] : [];
  });
}

/** A page of the purchases made in [startsAt, endsBefore), newest first, and the key to go on from. */
export async function listSalesPage(range: { startsAt: string; endsBefore: string }, limit: number, after?: SalesPageKey): Promise<{ items: SaleRecord[]; lastKey: SalesPageKey | null }> {
  const { Items = [], LastEvaluatedKey } = await db().send(
    new QueryCommand({ ...salesQuery(range), Limit: limit, ...(after ? { ExclusiveStartKey: { ...after, gsi3pk: SALES_INDEX } } : {}) }),
  );
  return {
    items: await salesOf(Items),
    lastKey: LastEvaluatedKey ? { pk: String(LastEvaluatedKey.pk), sk: String(LastEvaluatedKey.sk), gsi3sk: String(LastEvaluatedKey.gsi3sk) } : null,
  };
}

/** Every purchase made in [startsAt, endsBefore), newest first (the totals and the CSV export of a range). */
export async function listAllSales(range: { startsAt: string; endsBefore: string }): Promise<SaleRecord[]> {
  return salesOf(await queryAll(salesQuery(range)));
}

/*
 * What an administrator changes on a user's access (/admin/users): a comp (a purchase marked
 * source 'comp', nothing paid, never revenue), a new expiry, or access ended now.
 */

/** Writes a comp; its id is new, so it is written once. */
export async function putComp(comp: Purchase & { source: 'comp' }): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: toItem(comp), ConditionExpression: 'attribute_not_exists(pk)' }));
}

/**
 * Moves a purchase's expiry to `expiresAt`, if it is still what the caller read (`expected`), the
 * purchase was not refunded and its access not revoked; false otherwise (nothing written).
 */
export async function setPurchaseExpiry(purchase: Purchase, expected: string | null, expiresAt: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: purchaseKey(purchase),
        UpdateExpression: 'SET expiresAt = :new',
        ConditionExpression: `attribute_exists(pk) AND #status = :active AND (attribute_not_exists(revokedAt) OR revokedAt = :null) AND ${expected === null ? '(attribute_not_exists(expiresAt) OR expiresAt = :null)' : 'expiresAt = :expected'}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':new': expiresAt, ':active': 'active', ':null': null, ...(expected === null ? {} : { ':expected': expected }) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Ends a purchase's access at `at` (its expiry), once, unless it was refunded or had already ended; false otherwise. */
export async function revokePurchaseAccess(purchase: Purchase, at: string, by: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: purchaseKey(purchase),
        UpdateExpression: 'SET expiresAt = :at, revokedAt = :at, revokedBy = :by',
        ConditionExpression: 'attribute_exists(pk) AND #status = :active AND (attribute_not_exists(revokedAt) OR revokedAt = :null) AND (attribute_not_exists(expiresAt) OR expiresAt = :null OR expiresAt > :at)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':at': at, ':by': by, ':active': 'active', ':null': null },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
