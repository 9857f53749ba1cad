import { FREE_DIAGNOSTIC, FREE_SAMPLE_QUIZ, PACK_TEMPLATES, PACKS } from '#shared/catalogue';
import { putPackageContentIfAbsent, putPackageIfAbsent } from '../data/packages.ts';
import { adoptTemplateFormat, putExamTemplateIfAbsent } from '../data/templates.ts';

/**
 * Puts the spec's three packs, their exam templates and contents, the free diagnostic and the free
 * sample quiz in the table; existing items are kept, except that a template stored before formats
 * were data takes its format (a full exam's parts and break) once.
 */
export async function seedCatalogue(): Promise<{ created: number }> {
  const packTemplates = (['barrister', 'solicitor'] as const).flatMap((key) =>
    PACK_TEMPLATES[key].map((template) => ({ packageId: PACKS[key].id, template })),
  );
  const results = await Promise.all([
    ...Object.values(PACKS).map(putPackageIfAbsent),
    putExamTemplateIfAbsent(FREE_DIAGNOSTIC),
    putExamTemplateIfAbsent(FREE_SAMPLE_QUIZ),
    ...packTemplates.map(({ template }) => putExamTemplateIfAbsent(template)),
    ...packTemplates.map(({ packageId, template }) => putPackageContentIfAbsent(packageId, template.id)),
  ]);
  await Promise.all(packTemplates.map(({ template }) => adoptTemplateFormat(template)));
  return { created: results.filter(Boolean).length };
}
