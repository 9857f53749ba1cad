import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Coupon } from '#shared/commerce/pricing';
import { db, tableName } from '../lib/clients.ts';
import { putIfAbsent, type TransactItem } from './dynamo.ts';
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
}

export const couponKey = (code: string) => ({ pk: `COUPON#${code}`, sk: 'COUPON' });
const COUPON_USE = 'COUPON_USE#';
export const couponUseKey = (userId: string, useKey: string) => ({ pk: userPk(userId), sk: `${COUPON_USE}${useKey}` });

export async function getCoupon(code: string): Promise<StoredCoupon | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: couponKey(code) }));
  if (!Item) return null;
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
  };
}

/** Seeds a coupon unless it exists, so a restart never undoes an admin's change. */
export function putCouponIfAbsent(coupon: StoredCoupon): Promise<boolean> {
  return putIfAbsent({ ...couponKey(coupon.code), gsi1pk: 'COUPONS', gsi1sk: coupon.createdAt, entity: 'coupon', ...coupon });
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
