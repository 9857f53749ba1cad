import type { ContentItem, ContentResponse } from '#shared/api/content';
import {
  accessTier,
  classifyPackage,
  expandOwnedPackages,
  FREE_EXAM_TYPES,
  HIDDEN_EXAM_TYPES,
  isPurchaseActive,
  type PackClass,
} from '#shared/exam/access';
import type { Caller } from '../auth/caller.ts';
import { listActivePackages, listActiveTemplates, listPackageContents } from '../data/catalogue.ts';
import { listPurchases } from '../data/purchases.ts';

const FREE_PACK_NAME = 'Free Content';

/**
 * What the caller can take: active templates (hidden types left out), free content for everyone,
 * paid content unlocked through owned, unexpired packs (Total unlocks both packs' contents).
 */
export async function listContent(caller: Caller, now = new Date()): Promise<ContentResponse> {
  const [packages, templates, purchases] = await Promise.all([listActivePackages(), listActiveTemplates(), listPurchases(caller.userId)]);
  const owned = purchases.filter((p) => isPurchaseActive(p.expiresAt, now)).map((p) => p.packageId);
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

  const items: ContentItem[] = [];
  for (const template of templates) {
    if (HIDDEN_EXAM_TYPES.includes(template.examType)) continue;
    const free = FREE_EXAM_TYPES.includes(template.examType);
    const containing = packagesOfTemplate.get(template.id) ?? [];
    if (!free && containing.length === 0) continue;
    const unlocked = free || containing.some((p) => unlockedPackages.has(p.id));
    items.push({
      packName: free ? FREE_PACK_NAME : (containing[0]?.name ?? ''),
      contentItemId: template.id,
      name: template.name,
      description: template.description,
      questionCount: template.numberOfQuestions,
      durationMinutes: template.durationMinutes,
      status: 'Not Started',
      attemptId: null,
      examType: template.examType,
      unlocked,
      unlockedBy: unlocked ? [] : [...containing.map((p) => p.name), ...totalPacks],
      available: template.questionIds.length >= template.numberOfQuestions,
    });
  }
  items.sort((a, b) => Number(b.unlocked) - Number(a.unlocked) || a.packName.localeCompare(b.packName) || a.name.localeCompare(b.name));
  const classes = packages
    .filter((p) => owned.includes(p.id))
    .map((p) => classifyPackage(p.name))
    .filter((c): c is PackClass => c !== null);
  return { accessTier: accessTier(classes), items };
}
