import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { testDriveDiscountSchema, type TestDriveDiscount } from '#shared/api/commerce';
import { db, tableName } from '../lib/clients.ts';
import { putIfAbsent } from './dynamo.ts';

/** Product settings administrators change: pk SETTINGS, sk <name> (the sittings too: sittings.ts). */
export const settingKey = (name: string) => ({ pk: 'SETTINGS', sk: name });
/** The Test Drive discount (percentOff, startsAt, endsAt); site-settings.ts saves it with the site settings. */
export const testDriveDiscountKey = settingKey('TEST_DRIVE_DISCOUNT');
const KEY = testDriveDiscountKey;

/** The stored item: one shape for every writer (this route, the settings page, the seed). */
export function testDriveDiscountItem(setting: TestDriveDiscount, updatedBy: string, updatedAt: string) {
  return { ...KEY, entity: 'setting', percentOff: setting.percentOff, startsAt: setting.startsAt, endsAt: setting.endsAt, updatedBy, updatedAt };
}

/** The setting (null if absent or unreadable) and when it was last written (its version). */
export async function getTestDriveDiscountRecord(): Promise<{ setting: TestDriveDiscount | null; updatedAt: string | null }> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: KEY }));
  const parsed = testDriveDiscountSchema.safeParse(Item ? { percentOff: Item.percentOff, startsAt: Item.startsAt, endsAt: Item.endsAt } : undefined);
  return { setting: parsed.success ? parsed.data : null, updatedAt: typeof Item?.updatedAt === 'string' ? Item.updatedAt : null };
}

export async function getTestDriveDiscount(): Promise<TestDriveDiscount | null> {
  return (await getTestDriveDiscountRecord()).setting;
}

export async function putTestDriveDiscount(setting: TestDriveDiscount, updatedBy: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: testDriveDiscountItem(setting, updatedBy, new Date().toISOString()) }));
}

export function putTestDriveDiscountIfAbsent(setting: TestDriveDiscount): Promise<boolean> {
  return putIfAbsent(testDriveDiscountItem(setting, 'seed', new Date().toISOString()));
}
