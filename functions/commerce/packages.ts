import type { PackagesResponse } from '#shared/api/commerce';
import { PACKS } from '#shared/catalogue';
import { isAvailable } from '../content/access.ts';
import { listActivePackages, listPackageContents } from '../data/packages.ts';
import { listActiveTemplates } from '../data/templates.ts';

/** GET /api/packages: the packs on sale with their price (from the table) and their contents. */
export async function listPackages(): Promise<PackagesResponse> {
  const [packages, templates] = await Promise.all([listActivePackages(), listActiveTemplates()]);
  const byId = new Map(templates.map((t) => [t.id, t]));
  const contentsOf = async (key: 'barrister' | 'solicitor') =>
    (await listPackageContents(PACKS[key].id)).flatMap((id) => {
      const t = byId.get(id);
      return t ? [{ id: t.id, name: t.name, examType: t.examType, questionCount: t.numberOfQuestions, available: isAvailable(t) }] : [];
    });
  const [barrister, solicitor] = await Promise.all([contentsOf('barrister'), contentsOf('solicitor')]);
  const result: PackagesResponse['packages'] = [];
  for (const pack of Object.values(PACKS)) {
    const stored = packages.find((p) => p.id === pack.id);
    if (!stored) continue;
    result.push({
      id: pack.id,
      key: pack.key,
      name: stored.name,
      description: stored.description,
      priceCents: stored.priceCents,
      mostPopular: pack.mostPopular,
      questionCount: pack.questionCount,
      fullExams: pack.fullExams,
      miniExams: pack.miniExams,
      topicQuizzes: pack.topicQuizzes,
      // The Total pack holds both packs' contents (shared/exam/access.ts).
      contents: pack.key === 'barrister' ? barrister : pack.key === 'solicitor' ? solicitor : [...barrister, ...solicitor],
    });
  }
  return { packages: result };
}
