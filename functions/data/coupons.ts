import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Coupon } from '#shared/commerce/pricing';
import { db, tableName } from '../lib/clients.ts';
import { isConditionalCheckFailed, putIfAbsent } from './dynamo.ts';

/**
 * Coupons kept in the table (used when Stripe is not configured; with Stripe, its coupons and
 * promotion codes are used): pk COUPON#<CODE>, sk COUPON; gsi1 COUPONS / <createdAt> lists them.
 */
export interface StoredCoupon extends Coupon {
  active: boolean;
  expiresAt: string | null;
  maxRedemptions: number | null;
  redemptions: number;
  createdAt: string;
}

export const couponKey = (code: string) => ({ pk: `COUPON#${code}`, sk: 'COUPON' });

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
    createdAt: String(Item.createdAt),
  };
}

/** Seeds a coupon unless it exists, so a restart never undoes an admin's change. */
export function putCouponIfAbsent(coupon: StoredCoupon): Promise<boolean> {
  return putIfAbsent({ ...couponKey(coupon.code), gsi1pk: 'COUPONS', gsi1sk: coupon.createdAt, entity: 'coupon', ...coupon });
}

/** Counts a use, only while the coupon is active and under its limit. */
export async function redeemCoupon(code: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: couponKey(code),
        UpdateExpression: 'ADD redemptions :one',
        ConditionExpression: 'active = :true AND (attribute_not_exists(maxRedemptions) OR maxRedemptions = :null OR redemptions < maxRedemptions)',
        ExpressionAttributeValues: { ':one': 1, ':true': true, ':null': null },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
