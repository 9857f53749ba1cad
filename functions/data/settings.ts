import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { testDriveDiscountSchema, type TestDriveDiscount } from '#shared/api/commerce';
import { db, tableName } from '../lib/clients.ts';
import { putIfAbsent } from './dynamo.ts';

/** Product settings administrators change: pk SETTINGS, sk <name> (the sittings too: sittings.ts). */
export const settingKey = (name: string) => ({ pk: 'SETTINGS', sk: name });
const KEY = settingKey('TEST_DRIVE_DISCOUNT');

export async function getTestDriveDiscount(): Promise<TestDriveDiscount | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: KEY }));
  const parsed = testDriveDiscountSchema.safeParse(Item ? { percentOff: Item.percentOff, startsAt: Item.startsAt, endsAt: Item.endsAt } : undefined);
  return parsed.success ? parsed.data : null;
}

export async function putTestDriveDiscount(setting: TestDriveDiscount, updatedBy: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...KEY, entity: 'setting', ...setting, updatedBy, updatedAt: new Date().toISOString() } }));
}

export function putTestDriveDiscountIfAbsent(setting: TestDriveDiscount): Promise<boolean> {
  return putIfAbsent({ ...KEY, entity: 'setting', ...setting, updatedBy: 'seed', updatedAt: new Date().toISOString() });
}
