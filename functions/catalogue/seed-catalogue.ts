import { FREE_DIAGNOSTIC, PACK_TEMPLATES, PACKS } from '#shared/catalogue';
import { putExamTemplateIfAbsent, putPackageContentIfAbsent, putPackageIfAbsent } from '../data/catalogue.ts';

/**
 * Puts the spec's three packs, their exam templates and contents, and the free diagnostic in the
 * table; existing items are kept.
 */
export async function seedCatalogue(): Promise<{ created: number }> {
  const packTemplates = (['barrister', 'solicitor'] as const).flatMap((key) =>
    PACK_TEMPLATES[key].map((template) => ({ packageId: PACKS[key].id, template })),
  );
  const results = await Promise.all([
    ...Object.values(PACKS).map(putPackageIfAbsent),
    putExamTemplateIfAbsent(FREE_DIAGNOSTIC),
    ...packTemplates.map(({ template }) => putExamTemplateIfAbsent(template)),
    ...packTemplates.map(({ packageId, template }) => putPackageContentIfAbsent(packageId, template.id)),
  ]);
  return { created: results.filter(Boolean).length };
}
