import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients.ts';
import { keys } from './keys.ts';

/**
 * Purchases: pk USER#<userId>, sk PURCHASE#<purchasedAt>#<id>; gsi1 PURCHASE#<id>. Written by the
 * payment webhook (commerce); read here for access.
 */
export interface Purchase {
  id: string;
  packageId: string;
  purchasedAt: string;
  /** null: no expiry. */
  expiresAt: string | null;
}

export async function listPurchases(userId: string): Promise<Purchase[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.user(userId), ':prefix': 'PURCHASE#' },
    }),
  );
  return Items.map((item) => ({
    id: String(item.id),
    packageId: String(item.packageId),
    purchasedAt: String(item.purchasedAt),
    expiresAt: typeof item.expiresAt === 'string' ? item.expiresAt : null,
  }));
}
