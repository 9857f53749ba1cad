import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Coupon } from '#shared/commerce/pricing';
import { db, tableName } from '../lib/clients.ts';
import { isConditionalCheckFailed, putIfAbsent, type TransactItem } from './dynamo.ts';
import { userPk } from './keys.ts';

/**
 * Coupons kept in the table (used when Stripe is not configured; with Stripe, its promotion codes
 * are used): pk COUPON#<CODE>, sk COUPON; gsi1 COUPONS / <createdAt> lists them.
 *
 * A user's use of a code (whichever the source): pk USER#<userId>, sk COUPON_USE#<key>, where the
 * key is the Stripe promotion code id or the table coupon's code. It is written in the payment
 * webhook's grant transaction, once only where the code allows one use per customer.
 */
export interface StoredCoupon extends Coupon {
  active: boolean;
  expiresAt: string | null;
  maxRedemptions: number | null;
  redemptions: number;
  /** One purchase per user with this code. */
  oncePerCustomer: boolean;
  createdAt: string;
  /** The packs it may be used for (the quote and checkout refuse others); null or absent: every pack. */
  packageIds?: string[] | null;
  /** Who made it (an administrator's user id), when one did. */
  createdBy?: string | null;
}

export const couponKey = (code: string) => ({ pk: `COUPON#${code}`, sk: 'COUPON' });
const COUPON_USE = 'COUPON_USE#';
export const couponUseKey = (userId: string, useKey: string) => ({ pk: userPk(userId), sk: `${COUPON_USE}${useKey}` });

function fromItem(Item: Record<string, unknown>): StoredCoupon {
  return {
    code: String(Item.code),
    name: String(Item.name),
    percentOff: typeof Item.percentOff === 'number' ? Item.percentOff : null,
    amountOffCents: typeof Item.amountOffCents === 'number' ? Item.amountOffCents : null,
    active: Item.active === true,
    expiresAt: typeof Item.expiresAt === 'string' ? Item.expiresAt : null,
    maxRedemptions: typeof Item.maxRedemptions === 'number' ? Item.maxRedemptions : null,
    redemptions: Number(Item.redemptions ?? 0),
    oncePerCustomer: Item.oncePerCustomer === true,
    createdAt: String(Item.createdAt),
    packageIds: Array.isArray(Item.packageIds) ? Item.packageIds.map(String) : null,
    createdBy: typeof Item.createdBy === 'string' ? Item.createdBy : null,
  };
}

export async function getCoupon(code: string, options: { consistent?: boolean } = {}): Promise<StoredCoupon | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: couponKey(code), ConsistentRead: options.consistent === true }));
  return Item ? fromItem(Item) : null;
}

const COUPONS = 'COUPONS';

/** Seeds a coupon unless it exists, so a restart never undoes an admin's change; an administrator's new code too (false: the code exists). */
export function putCouponIfAbsent(coupon: StoredCoupon): Promise<boolean> {
  return putIfAbsent({ ...couponKey(coupon.code), gsi1pk: COUPONS, gsi1sk: coupon.createdAt, entity: 'coupon', ...coupon });
}

/** A page of the coupons, newest first (gsi1 COUPONS / <createdAt>), and the key to go on from. */
export async function listCouponsPage(limit: number, after?: CouponPageKey): Promise<{ items: StoredCoupon[]; lastKey: CouponPageKey | null }> {
  const { Items = [], LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': COUPONS },
      ScanIndexForward: false,
      Limit: limit,
      ...(after ? { ExclusiveStartKey: { ...after, gsi1pk: COUPONS } } : {}),
    }),
  );
  return {
    items: Items.map(fromItem),
    lastKey: LastEvaluatedKey ? { pk: String(LastEvaluatedKey.pk), sk: String(LastEvaluatedKey.sk), gsi1sk: String(LastEvaluatedKey.gsi1sk) } : null,
  };
}

export interface CouponPageKey {
  pk: string;
  sk: string;
  gsi1sk: string;
}

/** Whether a page key (from a client's cursor) points into the coupons list. */
export function isCouponPageKey(key: { pk: string; sk: string; gsi1sk: string }): boolean {
  return key.pk.startsWith('COUPON#') && key.sk === 'COUPON' && /^\d{4}-\d{2}-\d{2}T/.test(key.gsi1sk);
}

/**
 * Deactivates a table coupon (active = false), only if it is active: answers the coupon before
 * and after, 'missing' for an unknown code, 'inactive' when it already was.
 */
export async function deactivateTableCoupon(code: string, by: string, at: string): Promise<{ before: StoredCoupon; after: StoredCoupon } | 'missing' | 'inactive'> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: couponKey(code),
        UpdateExpression: 'SET active = :false, deactivatedAt = :at, deactivatedBy = :by',
        ConditionExpression: 'attribute_exists(pk) AND active = :true',
        ExpressionAttributeValues: { ':false': false, ':true': true, ':at': at, ':by': by },
        ReturnValues: 'ALL_OLD',
      }),
    );
    const before = fromItem(Attributes ?? {});
    return { before, after: { ...before, active: false } };
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    return (await getCoupon(code, { consistent: true })) ? 'inactive' : 'missing';
  }
}

export interface CouponUse {
  code: string;
  uses: number;
  firstUsedAt: string;
  lastPurchaseId: string;
}

/** The user's record of a code, if they have bought with it (consistent: a grant may have just written it). */
export async function getCouponUse(userId: string, useKey: string): Promise<CouponUse | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: couponUseKey(userId, useKey), ConsistentRead: true }));
  if (!Item) return null;
  return { code: String(Item.code), uses: Number(Item.uses ?? 1), firstUsedAt: String(Item.firstUsedAt), lastPurchaseId: String(Item.lastPurchaseId) };
}

export interface CouponUseInput {
  userId: string;
  /** The Stripe promotion code id, or the table coupon's code. */
  useKey: string;
  code: string;
  oncePerCustomer: boolean;
  purchaseId: string;
  usedAt: string;
  /** Also count the use on the table's coupon item, within its maxRedemptions (local payments). */
  countOnTableCoupon: boolean;
}

/**
 * The transaction items that record a purchase's coupon: the user's use (refused, as a failed
 * condition, when the code allows one use per customer and they have one), then, for a table
 * coupon, its redemption count (refused once maxRedemptions is reached). Stripe counts its own
 * promotion codes' redemptions.
 */
export function couponUseItems(use: CouponUseInput): TransactItem[] {
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: couponUseKey(use.userId, use.useKey),
        UpdateExpression: 'SET entity = :entity, code = :code, lastPurchaseId = :purchase, firstUsedAt = if_not_exists(firstUsedAt, :at), lastUsedAt = :at ADD uses :one',
        ...(use.oncePerCustomer ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
        ExpressionAttributeValues: { ':entity': 'couponUse', ':code': use.code, ':purchase': use.purchaseId, ':at': use.usedAt, ':one': 1 },
      },
    },
  ];
  if (use.countOnTableCoupon) {
    items.push({
      Update: {
        TableName: tableName(),
        Key: couponKey(use.code),
        UpdateExpression: 'ADD redemptions :one',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(maxRedemptions) OR maxRedemptions = :null OR redemptions < maxRedemptions)',
        ExpressionAttributeValues: { ':one': 1, ':null': null },
      },
    });
  }
  return items;
}
