import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { testDriveDiscountSchema, type TestDriveDiscount } from '#shared/api/commerce';
import { db, tableName } from '../lib/clients.ts';
import { isConditionalCheckFailed } from './keys.ts';

/** Product settings administrators change: pk SETTINGS, sk <name>. */
const KEY = { pk: 'SETTINGS', sk: 'TEST_DRIVE_DISCOUNT' };

export async function getTestDriveDiscount(): Promise<TestDriveDiscount | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: KEY }));
  const parsed = testDriveDiscountSchema.safeParse(Item ? { percentOff: Item.percentOff, startsAt: Item.startsAt, endsAt: Item.endsAt } : undefined);
  return parsed.success ? parsed.data : null;
}

export async function putTestDriveDiscount(setting: TestDriveDiscount, updatedBy: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...KEY, entity: 'setting', ...setting, updatedBy, updatedAt: new Date().toISOString() } }));
}

export async function putTestDriveDiscountIfAbsent(setting: TestDriveDiscount): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({ TableName: tableName(), Item: { ...KEY, entity: 'setting', ...setting, updatedBy: 'seed', updatedAt: new Date().toISOString() }, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
