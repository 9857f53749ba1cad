import { choiceIds, type ChoiceId, type Question } from '#shared/exam/question';
import type { ParsedBank, QuestionSet } from './parse-bank.ts';
import { CATALOGUE_LAYOUT, setIssues, type PackLayout } from './quality-gates.ts';
import { DIFFICULTY_MIX, SET_BLUEPRINTS, type SetBlueprint, type TopicQuota } from './set-blueprints.ts';

/**
 * Builds every template's question set from the published bank and the blueprints: each topic's
 * quota drawn with the difficulty mix and balanced key positions in mind, a case's questions
 * taken together, free sets apart from paid ones, and a pack's templates sharing no question.
 * Deterministic: the same bank and seed give the same sets. A set that can stay (its questions all
 * still published and fitting the blueprint) is kept as it is, so new questions fill new templates
 * instead of reshuffling the ones candidates take. A seed whose sets fail a gate is passed over
 * for the next (up to `tries`); a template whose quota the bank cannot fill yet gets no set and
 * stays "coming soon".
 */
export interface AssembledTemplate {
  templateId: string;
  complete: boolean;
  /** Questions the bank could offer per quota, against what the quota needs. */
  shortfalls: Array<{ exam: string; topic: string; need: number; available: number }>;
}

export interface Assembly {
  sets: QuestionSet[];
  templates: AssembledTemplate[];
  seed: number;
  /** Set-level gate failures left (empty unless no seed within `tries` passed). */
  remainingIssues: number;
}

/** mulberry32: a tiny seeded generator, so a re-run draws the same sets. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const isLongestKey = (q: Question) => {
  const key = q.choices[q.correctChoice].length;
  return choiceIds.every((c) => c === q.correctChoice || q.choices[c].length < key);
};

/** A case's published questions move as one unit; a standalone question is a unit of one. */
function unitsOf(candidates: Question[]): Question[][] {
  const byCase = new Map<string, Question[]>();
  const units: Question[][] = [];
  for (const q of candidates) {
    if (!q.caseId) units.push([q]);
    else byCase.set(q.caseId, [...(byCase.get(q.caseId) ?? []), q]);
  }
  return [...units, ...byCase.values()];
}

interface Tally {
  keys: Record<ChoiceId, number>;
  difficulty: Record<Question['difficulty'], number>;
  longest: number;
}

/** Lower is better: the unit's keys, difficulties and longest-choice keys against what the set still lacks. */
function cost(unit: Question[], tally: Tally, size: number): number {
  let total = 0;
  for (const q of unit) {
    total += (tally.keys[q.correctChoice] / size) * 10;
    total += (tally.difficulty[q.difficulty] / (DIFFICULTY_MIX[q.difficulty] * size)) * 3;
    if (isLongestKey(q)) total += (tally.longest / (0.3 * size)) * 5 + 1;
  }
  return total / unit.length;
}

function count(tally: Tally, unit: Question[]) {
  for (const q of unit) {
    tally.keys[q.correctChoice] += 1;
    tally.difficulty[q.difficulty] += 1;
    if (isLongestKey(q)) tally.longest += 1;
  }
}

/** Orders a block's units so that no more than three keys in a row are the same letter, where it can. */
function ordered(units: Question[][], before: Question[]): Question[] {
  const out = [...before];
  const left = [...units];
  const runIfAdded = (unit: Question[]) => {
    const keys = [...out, ...unit].map((q) => q.correctChoice);
    let run = 1;
    let worst = 1;
    for (let i = 1; i < keys.length; i += 1) {
      run = keys[i] === keys[i - 1] ? run + 1 : 1;
      if (i >= out.length) worst = Math.max(worst, run);
    }
    return worst;
  };
  while (left.length) {
    const index = left.findIndex((unit) => runIfAdded(unit) <= 3);
    const [unit] = left.splice(index === -1 ? 0 : index, 1);
    out.push(...(unit ?? []));
  }
  return out.slice(before.length);
}

function drawQuota(quota: TopicQuota, pool: Question[], tally: Tally, size: number, next: () => number): Question[][] | null {
  const candidates = pool.filter((q) => q.exam === quota.exam && q.topic === quota.topic);
  if (candidates.length < quota.count) return null;
  const units = shuffled(unitsOf(candidates), next);
  const chosen: Question[][] = [];
  let left = quota.count;
  while (left > 0) {
    let best = -1;
    let bestCost = Infinity;
    units.forEach((unit, i) => {
      if (unit.length > left) return;
      const c = cost(unit, tally, size);
      if (c < bestCost) [best, bestCost] = [i, c];
    });
    if (best === -1) return null;
    const [unit] = units.splice(best, 1) as [Question[]];
    chosen.push(unit);
    count(tally, unit);
    left -= unit.length;
  }
  return chosen;
}

function packOf(templateId: string, layout: PackLayout): string | null {
  return Object.entries(layout.packs).find(([, ids]) => ids.includes(templateId))?.[0] ?? null;
}

/**
 * A template's set as it stands, if it can stay: every question still published and not taken
 * by an earlier set, exactly the blueprint's count per topic, and each of its cases whole.
 */
function keptSet(previous: QuestionSet | undefined, blueprint: SetBlueprint, published: Map<string, Question>, taken: (id: string) => boolean): Question[] | null {
  if (!previous) return null;
  const questions = previous.questionIds.map((id) => published.get(id));
  if (questions.some((q) => !q || taken(q.id))) return null;
  const present = questions as Question[];
  for (const quota of blueprint.quotas) {
    if (present.filter((q) => q.exam === quota.exam && q.topic === quota.topic).length !== quota.count) return null;
  }
  if (present.length !== blueprint.quotas.reduce((sum, quota) => sum + quota.count, 0)) return null;
  const cases = new Set(present.flatMap((q) => (q.caseId ? [q.caseId] : [])));
  for (const q of published.values()) if (q.caseId && cases.has(q.caseId) && !present.includes(q)) return null;
  return present;
}

/**
 * One assembly. With `keep`, a template whose current set can stay (`keptSet`) keeps it, so the
 * bank growing does not reshuffle the sets candidates already take; the others are drawn.
 */
function assembleOnce(published: Question[], blueprints: readonly SetBlueprint[], layout: PackLayout, seed: number, keep: readonly QuestionSet[] = []) {
  const next = random(seed);
  const byId = new Map(published.map((q) => [q.id, q]));
  const usedFree = new Set<string>();
  const usedByPack = new Map<string, Set<string>>();
  const sets: Array<{ templateId: string; questionIds: string[] }> = [];
  const templates: AssembledTemplate[] = [];
  for (const blueprint of blueprints) {
    const pack = packOf(blueprint.templateId, layout);
    const packUsed = pack ? (usedByPack.get(pack) ?? new Set<string>()) : new Set<string>();
    // Free sets take from everything no free set has; paid sets from what no free set and no template of their pack has.
    const taken = (id: string) => usedFree.has(id) || packUsed.has(id);
    const kept = keptSet(keep.find((k) => k.templateId === blueprint.templateId), blueprint, byId, taken);
    if (kept) {
      const ids = kept.map((q) => q.id);
      sets.push({ templateId: blueprint.templateId, questionIds: ids });
      templates.push({ templateId: blueprint.templateId, complete: true, shortfalls: [] });
      if (pack) usedByPack.set(pack, new Set([...packUsed, ...ids]));
      else for (const id of ids) usedFree.add(id);
      continue;
    }
    const pool = published.filter((q) => !taken(q.id) && !(q.caseId && published.some((o) => o.caseId === q.caseId && taken(o.id))));
    const size = blueprint.quotas.reduce((sum, quota) => sum + quota.count, 0);
    const tally: Tally = { keys: { A: 0, B: 0, C: 0, D: 0 }, difficulty: { easy: 0, medium: 0, hard: 0 }, longest: 0 };
    const blocks: Question[][][] = [];
    const shortfalls: AssembledTemplate['shortfalls'] = [];
    for (const quota of blueprint.quotas) {
      const drawn = drawQuota(quota, pool, tally, size, next);
      if (!drawn) {
        const available = pool.filter((q) => q.exam === quota.exam && q.topic === quota.topic).length;
        shortfalls.push({ exam: quota.exam, topic: quota.topic, need: quota.count, available });
      } else {
        blocks.push(drawn);
        for (const q of drawn.flat()) pool.splice(pool.indexOf(q), 1);
      }
    }
    if (shortfalls.length) {
      templates.push({ templateId: blueprint.templateId, complete: false, shortfalls });
      continue;
    }
    const questions: Question[] = [];
    for (const block of blocks) questions.push(...ordered(block, questions));
    const ids = questions.map((q) => q.id);
    sets.push({ templateId: blueprint.templateId, questionIds: ids });
    templates.push({ templateId: blueprint.templateId, complete: true, shortfalls: [] });
    if (pack) usedByPack.set(pack, new Set([...packUsed, ...ids]));
    else for (const id of ids) usedFree.add(id);
  }
  return { sets, templates };
}

export function assembleSets(
  bank: ParsedBank,
  options: { previous?: readonly QuestionSet[]; blueprints?: readonly SetBlueprint[]; layout?: PackLayout; seed?: number; tries?: number } = {},
): Assembly {
  const { previous = bank.sets, blueprints = SET_BLUEPRINTS, layout = CATALOGUE_LAYOUT, seed = 1, tries = 500 } = options;
  const published = bank.questions.filter((q) => q.status === 'published').sort((a, b) => a.id.localeCompare(b.id));
  const templateIds = new Set(blueprints.map((b) => b.templateId));
  let best: Assembly | null = null;
  // First keep every set that can stay and draw only the rest; if that fails a gate, draw all afresh.
  const attempts = [{ seed, keep: previous }, ...Array.from({ length: tries }, (_, i) => ({ seed: seed + i, keep: [] as readonly QuestionSet[] }))];
  for (const { seed: s, keep } of attempts) {
    const { sets: drawn, templates } = assembleOnce(published, blueprints, layout, s, keep);
    const sets = drawn.map(({ templateId, questionIds }) => {
      const before = previous.find((p) => p.templateId === templateId);
      const same = before && before.questionIds.join() === questionIds.join();
      return { templateId, version: same ? before.version : (before?.version ?? 0) + 1, questionIds };
    });
    const candidate: ParsedBank = { ...bank, sets, issues: [], at: { ...bank.at, sets: new Map() } };
    const remainingIssues = setIssues(candidate, layout).filter((issue) => issue.id && templateIds.has(issue.id)).length;
    if (!best || remainingIssues < best.remainingIssues) best = { sets, templates, seed: s, remainingIssues };
    if (remainingIssues === 0) break;
  }
  return best as Assembly;
}
