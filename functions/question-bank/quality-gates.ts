import { PACK_TEMPLATES, SEEDED_TEMPLATES } from '#shared/catalogue';
import { choiceIds, type ChoiceId, type Question } from '#shared/exam/question';
import { parseBank, type BankFile, type ImportIssue, type Location, type ParsedBank, type QuestionSet, type TemplateShape } from './parse-bank.ts';

/**
 * The bank's quality gates: rules a test-wise candidate or a careless edit would otherwise slip
 * past, checked on every `import-questions` (so in `npm test` too), each failing with the
 * file:line of the question or set at fault. The thresholds are in docs/question-bank.md.
 */

/** A reference names its source and pins a section, rule, paragraph or a reported case. */
const PINPOINT =
  /\b(?:ss?|rr?|paras?|arts?)\.\s*\d|\b(?:[Ss]ections?|[Rr]ules?|Parts?|By-Laws?|Form|Schedule|Guideline|Reg\.)\s+[\dIVX]|\b\d{4}\s+(?:SCC|ONCA|ONSC|ONCJ|FCA|FC|BCCA|ABCA)\s+\d+|\[\d{4}\]\s+\d+\s+S\.C\.R\.|\(\d{4}\),\s+\d+\s+[A-Z]/;
const SOURCE = /[A-Za-z]{3,}/;

/** Choices are shuffled per attempt, so nothing may point at a choice by its letter. */
const LETTER_REFERENCE = /\b(?:[Cc]hoices?|[Oo]ptions?|[Aa]nswers?|[Aa]lternatives?)\s+\(?[A-D]\)?(?![\w'’])|(?:^|\s)\([A-D]\)(?=[\s,.;:]|$)|\b[A-D] (?:and|or) [A-D]\b/;

/** Words that mark a choice as too sweeping to be right: a cue when only distractors (or only keys) carry them. */
export const ABSOLUTE_WORDS =
  /\b(?:always|never|automatically|invariably|under no circumstances|in (?:all|every|any) (?:case|circumstance)s?|in no case|without exception|regardless of|no matter)\b/i;

export const GATES = {
  /** A fact pattern, not a one-line recall prompt; a case question's facts are in its case text. */
  minStemLength: 200,
  minCaseStemLength: 60,
  /** Sets smaller than this are too small for the position and cue rules (test fixtures). */
  minSetForBalance: 10,
  keyShare: { min: 0.2, max: 0.3 },
  maxKeyRun: 3,
  maxLongestKeyShare: 0.3,
  /** The largest difference between the share of keys and of distractors that carry an absolute word. */
  maxAbsoluteGap: 0.15,
  /** Word-trigram Jaccard similarity from which two stems are near duplicates. */
  nearDuplicate: 0.5,
} as const;

/** Which templates are free and which pack each paid one belongs to (the catalogue's, unless a test says otherwise). */
export interface PackLayout {
  free: readonly string[];
  packs: Record<string, readonly string[]>;
}

export const CATALOGUE_LAYOUT: PackLayout = {
  free: SEEDED_TEMPLATES.filter((t) => !Object.values(PACK_TEMPLATES).some((list) => list.some((p) => p.id === t.id))).map((t) => t.id),
  packs: Object.fromEntries(Object.entries(PACK_TEMPLATES).map(([pack, list]) => [pack, list.map((t) => t.id)])),
};

const longestChoice = (q: Question): ChoiceId | null => {
  const lengths = choiceIds.map((id) => q.choices[id].length);
  const max = Math.max(...lengths);
  return lengths.filter((l) => l === max).length === 1 ? (choiceIds[lengths.indexOf(max)] ?? null) : null;
};

function questionIssues(q: Question, at: Location): ImportIssue[] {
  const issues: ImportIssue[] = [];
  const add = (message: string) => issues.push({ ...at, id: q.id, message });
  if (!PINPOINT.test(q.ruleReference) || !SOURCE.test(q.ruleReference)) {
    add('ruleReference must name a source and a section, rule or paragraph number (or a reported case with its citation)');
  }
  const minimum = q.caseId ? GATES.minCaseStemLength : GATES.minStemLength;
  if (q.stem.length < minimum) add(`stem is ${q.stem.length} characters; a realistic fact pattern has at least ${minimum}`);
  for (const id of choiceIds) {
    if (LETTER_REFERENCE.test(q.explanations[id])) add(`explanations.${id} refers to a choice by its letter; choices are shuffled, so refer to its content`);
    if (LETTER_REFERENCE.test(q.choices[id])) add(`choices.${id} refers to another choice by its letter; choices are shuffled`);
  }
  if (LETTER_REFERENCE.test(q.stem)) add('stem refers to a choice by its letter; choices are shuffled');
  return issues;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The cue rules over one set: key positions, runs, the longest choice, absolute words. */
function setCueIssues(set: QuestionSet, questions: Question[], at: Location): ImportIssue[] {
  const issues: ImportIssue[] = [];
  const add = (message: string) => issues.push({ ...at, id: set.templateId, message });
  const n = questions.length;
  if (n < GATES.minSetForBalance) return issues;
  const keys = questions.map((q) => q.correctChoice);
  for (const letter of choiceIds) {
    const share = keys.filter((k) => k === letter).length / n;
    if (share < GATES.keyShare.min || share > GATES.keyShare.max) {
      add(`key ${letter} is ${percent(share)} of the set; each letter must be ${percent(GATES.keyShare.min)}-${percent(GATES.keyShare.max)}`);
    }
  }
  let run = 1;
  for (let i = 1; i < n; i += 1) {
    run = keys[i] === keys[i - 1] ? run + 1 : 1;
    if (run === GATES.maxKeyRun + 1) add(`${run} keys in a row are ${keys[i]} (from question ${i + 2 - run}, ${questions[i + 1 - run]?.id}); at most ${GATES.maxKeyRun}`);
  }
  const longest = questions.filter((q) => longestChoice(q) === q.correctChoice).length / n;
  if (longest > GATES.maxLongestKeyShare) add(`the key is the longest choice in ${percent(longest)} of the set; at most ${percent(GATES.maxLongestKeyShare)}`);
  const keyAbsolute = questions.filter((q) => ABSOLUTE_WORDS.test(q.choices[q.correctChoice])).length / n;
  const distractorAbsolute = questions.reduce((sum, q) => sum + choiceIds.filter((c) => c !== q.correctChoice && ABSOLUTE_WORDS.test(q.choices[c])).length, 0) / (3 * n);
  if (Math.abs(keyAbsolute - distractorAbsolute) > GATES.maxAbsoluteGap) {
    add(
      `absolute words (always, never, automatically...) are in ${percent(keyAbsolute)} of keys but ${percent(distractorAbsolute)} of distractors; the gap must be at most ${percent(GATES.maxAbsoluteGap)}`,
    );
  }
  return issues;
}

/** A set keeps each case's questions together, and all of them: a case text is read once, then its questions follow. */
function caseIssues(set: QuestionSet, questions: Question[], bank: readonly Question[], at: Location): ImportIssue[] {
  const issues: ImportIssue[] = [];
  const seen = new Set<string>();
  let previous: string | undefined;
  for (const q of questions) {
    if (q.caseId && q.caseId !== previous) {
      if (seen.has(q.caseId)) issues.push({ ...at, id: set.templateId, message: `the questions of ${q.caseId} are split; keep them together` });
      seen.add(q.caseId);
    }
    previous = q.caseId;
  }
  for (const caseId of seen) {
    const inSet = new Set(questions.filter((q) => q.caseId === caseId).map((q) => q.id));
    const missing = bank.filter((q) => q.caseId === caseId && q.status === 'published' && !inSet.has(q.id)).map((q) => q.id);
    if (missing.length) issues.push({ ...at, id: set.templateId, message: `has part of ${caseId}: ${missing.join(', ')} missing` });
  }
  return issues;
}

const shingles = (text: string): Set<string> => {
  const words = text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim().split(' ');
  const result = new Set<string>();
  for (let i = 0; i + 2 < words.length; i += 1) result.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return result;
};

/** Pairs of stems whose word-trigram Jaccard similarity reaches the threshold (an inverted index: no all-pairs pass). */
export function nearDuplicates(questions: readonly Question[], threshold: number = GATES.nearDuplicate): Array<[Question, Question, number]> {
  const sets = questions.map((q) => shingles(q.stem));
  const index = new Map<string, number[]>();
  sets.forEach((set, i) => {
    for (const s of set) {
      const list = index.get(s);
      if (list) list.push(i);
      else index.set(s, [i]);
    }
  });
  const pairs: Array<[Question, Question, number]> = [];
  sets.forEach((set, i) => {
    const shared = new Map<number, number>();
    for (const s of set) for (const j of index.get(s) ?? []) if (j > i) shared.set(j, (shared.get(j) ?? 0) + 1);
    for (const [j, common] of shared) {
      const similarity = common / (set.size + (sets[j]?.size ?? 0) - common);
      if (similarity >= threshold) pairs.push([questions[i] as Question, questions[j] as Question, similarity]);
    }
  });
  return pairs;
}

/** Every gate over a parsed bank; rows that failed to parse are already in `bank.issues`. */
export function qualityIssues(bank: ParsedBank, layout: PackLayout = CATALOGUE_LAYOUT): ImportIssue[] {
  const issues: ImportIssue[] = [];
  const where = (id: string) => bank.at.questions.get(id) ?? { file: '?', line: 0 };
  for (const q of bank.questions) issues.push(...questionIssues(q, where(q.id)));

  for (const [a, b, similarity] of nearDuplicates(bank.questions)) {
    const first = where(a.id);
    issues.push({ ...where(b.id), id: b.id, message: `stem is a near duplicate of ${a.id} at ${first.file}:${first.line} (${percent(similarity)} alike)` });
  }
  return [...issues, ...setIssues(bank, layout)];
}

/** The gates over question sets alone: cues, case texts, free apart from paid, a pack's templates disjoint. */
export function setIssues(bank: ParsedBank, layout: PackLayout = CATALOGUE_LAYOUT): ImportIssue[] {
  const issues: ImportIssue[] = [];
  const whereSet = (id: string) => bank.at.sets.get(id) ?? { file: '?', line: 0 };
  const byId = new Map(bank.questions.map((q) => [q.id, q]));
  const setOf = new Map(bank.sets.map((s) => [s.templateId, s]));
  for (const set of bank.sets) {
    const questions = set.questionIds.map((id) => byId.get(id)).filter((q): q is Question => q !== undefined);
    issues.push(...setCueIssues(set, questions, whereSet(set.templateId)), ...caseIssues(set, questions, bank.questions, whereSet(set.templateId)));
  }

  const free = new Set(layout.free.flatMap((id) => setOf.get(id)?.questionIds ?? []));
  for (const [pack, templateIds] of Object.entries(layout.packs)) {
    const firstUse = new Map<string, string>();
    for (const templateId of templateIds) {
      const set = setOf.get(templateId);
      if (!set) continue;
      for (const id of set.questionIds) {
        if (free.has(id)) issues.push({ ...whereSet(templateId), id: templateId, message: `${id} is a free question (in a free set) inside a paid set` });
        const other = firstUse.get(id);
        if (other) issues.push({ ...whereSet(templateId), id: templateId, message: `${id} is also in ${other}: a pack's templates (${pack}) share no question` });
        else firstUse.set(id, templateId);
      }
    }
  }
  return issues;
}

/** Parses the bank and runs every gate: what `import-questions` (and its --check) reports. */
export function checkBank(files: BankFile[], templates?: readonly TemplateShape[], layout: PackLayout = CATALOGUE_LAYOUT): ParsedBank {
  const bank = parseBank(files, templates);
  // The gates see the rows that parsed, so one bad row does not hide the others' problems.
  return { ...bank, issues: [...bank.issues, ...qualityIssues(bank, layout)] };
}
