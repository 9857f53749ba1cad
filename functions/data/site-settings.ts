import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TestDriveDiscount } from '#shared/api/commerce';
import { db, tableName } from '../lib/clients.ts';
import { cancellationReasons, transactWrite } from './dynamo.ts';
import { settingKey, testDriveDiscountItem } from './settings.ts';

/**
 * The site settings super admins keep on /admin/settings: pk SETTINGS, sk SITE (supportEmail,
 * absent while the deployment's address applies; simulationModeAllowed; updatedBy, updatedAt).
 * No item: the defaults below.
 */
const KEY = settingKey('SITE');

export interface SiteSettings {
  /** null: the deployment's address (SUPPORT_EMAIL). */
  supportEmail: string | null;
  simulationModeAllowed: boolean;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = { supportEmail: null, simulationModeAllowed: true };

export async function getSiteSettingsRecord(): Promise<{ settings: SiteSettings; updatedAt: string | null }> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: KEY }));
  return {
    settings: {
      supportEmail: typeof Item?.supportEmail === 'string' && Item.supportEmail !== '' ? Item.supportEmail : DEFAULT_SITE_SETTINGS.supportEmail,
      simulationModeAllowed: typeof Item?.simulationModeAllowed === 'boolean' ? Item.simulationModeAllowed : DEFAULT_SITE_SETTINGS.simulationModeAllowed,
    },
    updatedAt: typeof Item?.updatedAt === 'string' ? Item.updatedAt : null,
  };
}

/**
 * Saves the site settings and the Test Drive discount in one transaction, only if neither was
 * written after `expectedUpdatedAt` (the later of their two versions when the editor loaded them;
 * null: neither had ever been written). The new version is later than the expected one even if
 * this function's clock runs behind the last writer's.
 */
export async function saveSettingsDocument(
  document: SiteSettings & { testDrive: TestDriveDiscount },
  expectedUpdatedAt: string | null,
  updatedBy: string,
  now = new Date(),
): Promise<{ written: boolean; updatedAt: string }> {
  const expected = expectedUpdatedAt === null ? null : new Date(expectedUpdatedAt).toISOString();
  const updatedAt = expected !== null && Date.parse(expected) >= now.getTime() ? new Date(Date.parse(expected) + 1).toISOString() : now.toISOString();
  const unchangedSince =
    expected === null
      ? { ConditionExpression: 'attribute_not_exists(updatedAt)' }
      : { ConditionExpression: 'attribute_not_exists(updatedAt) OR updatedAt <= :expected', ExpressionAttributeValues: { ':expected': expected } };
  const site = {
    ...KEY,
    entity: 'setting',
    ...(document.supportEmail ? { supportEmail: document.supportEmail } : {}),
    simulationModeAllowed: document.simulationModeAllowed,
    updatedBy,
    updatedAt,
  };
  try {
    await transactWrite([
      { Put: { TableName: tableName(), Item: testDriveDiscountItem(document.testDrive, updatedBy, updatedAt), ...unchangedSince } },
      { Put: { TableName: tableName(), Item: site, ...unchangedSince } },
    ]);
    return { written: true, updatedAt };
  } catch (error) {
    if (cancellationReasons(error)?.includes('ConditionalCheckFailed')) return { written: false, updatedAt };
    throw error;
  }
}
