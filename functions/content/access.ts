import {
  accessTier,
  classifyPackage,
  expandOwnedPackages,
  FREE_EXAM_TYPES,
  HIDDEN_EXAM_TYPES,
  isPurchaseActive,
  type AccessTier,
  type PackClass,
} from '#shared/exam/access';
import type { Caller } from '../api/caller.ts';
import { listActivePackages, listPackageContents, type PackageRecord } from '../data/packages.ts';
import { listPurchases } from '../data/purchases.ts';
import { listActiveTemplates, type ExamTemplateRecord } from '../data/templates.ts';

export const FREE_PACK_NAME = 'Free Content';

export interface TemplateAccess {
  template: ExamTemplateRecord;
  packName: string;
  unlocked: boolean;
  /** The packs that unlock a locked template. */
  unlockedBy: string[];
}

/** The packs a user owns now (unexpired, not refunded purchases of active packages), by id and by class. */
export async function ownedPacks(userId: string, now = new Date(), packages?: PackageRecord[]): Promise<{ packageIds: string[]; classes: Set<PackClass> }> {
  const [active, purchases] = await Promise.all([packages ?? listActivePackages(), listPurchases(userId)]);
  const packageIds = purchases.filter((p) => isPurchaseActive(p.expiresAt, now)).map((p) => p.packageId);
  const classes = new Set(
    active
      .filter((p) => packageIds.includes(p.id))
      .map((p) => classifyPackage(p.name))
      .filter((c): c is PackClass => c !== null),
  );
  return { packageIds, classes };
}

/**
 * Who may take what (learning-area §4–§6), decided on the server for every listing and every
 * start: active templates only (hidden types left out), free content for every signed-in user,
 * paid content through owned, unexpired packs (a Total pack unlocks both packs' contents).
 */
export async function templateAccess(caller: Caller, now = new Date()): Promise<{ accessTier: AccessTier; templates: TemplateAccess[] }> {
  const [packages, templates] = await Promise.all([listActivePackages(), listActiveTemplates()]);
  const { packageIds: owned, classes } = await ownedPacks(caller.userId, now, packages);
  const unlockedPackages = expandOwnedPackages(owned, packages);
  const totalPacks = packages.filter((p) => classifyPackage(p.name) === 'total').map((p) => p.name);

  const packagesOfTemplate = new Map<string, { id: string; name: string }[]>();
  await Promise.all(
    packages.map(async (pack) => {
      for (const templateId of await listPackageContents(pack.id)) {
        packagesOfTemplate.set(templateId, [...(packagesOfTemplate.get(templateId) ?? []), { id: pack.id, name: pack.name }]);
      }
    }),
  );

  const access: TemplateAccess[] = [];
  for (const template of templates) {
    if (HIDDEN_EXAM_TYPES.includes(template.examType)) continue;
    const free = FREE_EXAM_TYPES.includes(template.examType);
    const containing = packagesOfTemplate.get(template.id) ?? [];
    if (!free && containing.length === 0) continue;
    const unlocked = free || containing.some((p) => unlockedPackages.has(p.id));
    access.push({
      template,
      packName: free ? FREE_PACK_NAME : (containing[0]?.name ?? ''),
      unlocked,
      unlockedBy: unlocked ? [] : [...containing.map((p) => p.name), ...totalPacks],
    });
  }
  return { accessTier: accessTier([...classes]), templates: access };
}

/** A template can be taken once the bank holds all of its questions; until then it is "coming soon". */
export function isAvailable(template: ExamTemplateRecord): boolean {
  return template.numberOfQuestions > 0 && template.questionIds.length >= template.numberOfQuestions;
}
