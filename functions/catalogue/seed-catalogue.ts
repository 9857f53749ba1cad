import { FREE_DIAGNOSTIC, PACKS } from '#shared/catalogue';
import { putExamTemplateIfAbsent, putPackageIfAbsent } from '../data/catalogue.ts';

/** Puts the spec's three packs and the free diagnostic in the table; existing items are kept. */
export async function seedCatalogue(): Promise<{ created: number }> {
  const results = await Promise.all([
    ...Object.values(PACKS).map(putPackageIfAbsent),
    putExamTemplateIfAbsent(FREE_DIAGNOSTIC),
  ]);
  return { created: results.filter(Boolean).length };
}
