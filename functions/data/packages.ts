import type { Pack } from '#shared/catalogue';
import { tableName } from '../lib/clients.ts';
import { putIfAbsent, queryAll } from './dynamo.ts';
import { templatePk } from './templates.ts';

/**
 * Packages (the packs on sale) and their contents.
 *   package:          pk PACKAGE#<id>  sk PACKAGE               gsi1 PACKAGES / <name>
 *   package content:  pk PACKAGE#<id>  sk CONTENT#<templateId>  gsi1 TEMPLATE#<templateId> / PACKAGE#<id>
 */
export interface PackageRecord {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  isActive: boolean;
}

const PACKAGES = 'PACKAGES';
const CONTENT = 'CONTENT#';

export const packagePk = (packageId: string) => `PACKAGE#${packageId}`;
export const packageKey = (packageId: string) => ({ pk: packagePk(packageId), sk: 'PACKAGE' });
export const packageContentKey = (packageId: string, templateId: string) => ({ pk: packagePk(packageId), sk: `${CONTENT}${templateId}` });

/** Seeds a package unless it exists, so a restart never overwrites an admin's edits. */
export function putPackageIfAbsent(pack: Pack): Promise<boolean> {
  const record: PackageRecord = {
    id: pack.id,
    name: pack.name,
    description: pack.description,
    priceCents: pack.seedPriceCents,
    isActive: true,
  };
  return putIfAbsent({ ...packageKey(pack.id), gsi1pk: PACKAGES, gsi1sk: pack.name, entity: 'package', ...record });
}

export async function listActivePackages(): Promise<PackageRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: 'isActive = :active',
    ExpressionAttributeValues: { ':pk': PACKAGES, ':active': true },
  });
  return items.map((item) => ({
    id: String(item.id),
    name: String(item.name),
    description: String(item.description),
    priceCents: Number(item.priceCents),
    isActive: Boolean(item.isActive),
  }));
}

/** Puts a template in a package's contents (the item is the same every time, so once is enough). */
export function putPackageContentIfAbsent(packageId: string, templateId: string): Promise<boolean> {
  return putIfAbsent({
    ...packageContentKey(packageId, templateId),
    gsi1pk: templatePk(templateId),
    gsi1sk: packagePk(packageId),
    entity: 'packageContent',
    packageId,
    examTemplateId: templateId,
  });
}

export async function listPackageContents(packageId: string): Promise<string[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': packagePk(packageId), ':prefix': CONTENT },
  });
  return items.map((item) => String(item.examTemplateId));
}
