import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { sittingSchema, type Sitting } from '#shared/api/sittings';
import { db, tableName } from '../lib/clients.ts';
import { isConditionalCheckFailed } from './dynamo.ts';
import { settingKey } from './settings.ts';

/**
 * The exam sittings: one item (pk SETTINGS, sk SITTINGS) holding the whole list, so an
 * administrator's edit replaces it atomically and a reader never sees half of one.
 */
const KEY = settingKey('SITTINGS');

export async function getSittings(): Promise<{ sittings: Sitting[]; updatedAt: string | null }> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: KEY }));
  const stored: unknown[] = Array.isArray(Item?.sittings) ? (Item.sittings as unknown[]) : [];
  const sittings = stored.flatMap((raw) => {
    const parsed = sittingSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  return { sittings: sittings.sort((a, b) => a.examDate.localeCompare(b.examDate)), updatedAt: typeof Item?.updatedAt === 'string' ? Item.updatedAt : null };
}

/** Replaces the list if nobody changed it since `expectedUpdatedAt` (null: only if there is none). */
export async function replaceSittings(sittings: Sitting[], expectedUpdatedAt: string | null, updatedBy: string, now = new Date()): Promise<{ written: boolean; updatedAt: string }> {
  const updatedAt = now.toISOString();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...KEY, entity: 'sittings', sittings, updatedBy, updatedAt },
        ...(expectedUpdatedAt === null
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : { ConditionExpression: 'updatedAt = :expected', ExpressionAttributeValues: { ':expected': expectedUpdatedAt } }),
      }),
    );
    return { written: true, updatedAt };
  } catch (error) {
    if (isConditionalCheckFailed(error)) return { written: false, updatedAt };
    throw error;
  }
}
