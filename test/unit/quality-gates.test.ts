import { describe, expect, it } from 'vitest';
import { assembleSets } from '../../functions/question-bank/assemble-sets.ts';
import { formatIssue, parseBank, type BankFile, type TemplateShape } from '../../functions/question-bank/parse-bank.ts';
import { checkBank, type PackLayout } from '../../functions/question-bank/quality-gates.ts';
import type { SetBlueprint } from '../../functions/question-bank/set-blueprints.ts';
import { factPattern } from '../support/stems.ts';

let counter = 0;
function question(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const n = counter;
  return {
    id: `BAR-CIV-${String(n).padStart(4, '0')}`,
    exam: 'barrister',
    topic: 'Civil Litigation',
    subtopic: 'Service',
    stem: factPattern(n),
    choices: { A: `First course ${n}`, B: `Second course ${n}`, C: `Third course ${n}`, D: `Fourth course ${n}` },
    correctChoice: 'ABCD'[n % 4],
    explanations: { A: 'Explains the first course.', B: 'Explains the second course.', C: 'Explains the third course.', D: 'Explains the fourth course.' },
    ruleReference: 'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 16.02',
    difficulty: 'medium',
    status: 'published',
    version: 1,
    lawAsOf: '2026-11-01',
    reviewedBy: 'second-reader',
    reviewedAt: '2026-11-02',
    blueprint: 'BAR-CIV.05',
    itemType: 'standalone',
    ...overrides,
  };
}

type Q = ReturnType<typeof question>;
const lines = (items: unknown[]) => items.map((item) => JSON.stringify(item)).join('\n');
const templates: TemplateShape[] = [
  ...['free-a', 'paid-1', 'paid-2'].map((id): TemplateShape => ({ id, examType: 'quiz', numberOfQuestions: 12 })),
  { id: 'quiz-14', examType: 'quiz', numberOfQuestions: 14 },
];
const layout: PackLayout = { free: ['free-a'], packs: { pack: ['paid-1', 'paid-2'] } };

/** Twelve questions whose keys go A B C D A B ... : balanced, no runs. */
const balanced = (overrides: (i: number) => Record<string, unknown> = () => ({})) =>
  Array.from({ length: 12 }, (_, i) => question({ correctChoice: 'ABCD'[i % 4], ...overrides(i) }));

function check(questions: Q[], sets: Array<{ templateId: string; questionIds: string[] }> = [], extra: BankFile[] = []) {
  const files: BankFile[] = [
    { name: 'barrister.jsonl', text: lines(questions) },
    { name: 'sets.jsonl', text: lines(sets.map((s) => ({ version: 1, ...s }))) },
    ...extra,
  ];
  return checkBank(files, templates, layout).issues.map(formatIssue);
}

const setOf = (templateId: string, questions: Q[]) => ({ templateId, questionIds: questions.map((q) => q.id) });

describe('quality gates', () => {
  it('pass a well-made bank and set', () => {
    const qs = balanced();
    expect(check(qs, [setOf('paid-1', qs)])).toEqual([]);
  });

  it('fail a question without four choices, a key or an explanation per choice', () => {
    const q = question();
    const { D: _d, ...three } = q.choices;
    const { B: _b, ...noB } = q.explanations;
    const issues = check([{ ...q, choices: three } as unknown as Q, { ...question(), correctChoice: 'E' }, { ...question(), explanations: noB } as unknown as Q]);
    expect(issues.join('\n')).toMatch(/choices\.D/);
    expect(issues.join('\n')).toMatch(/correctChoice must be one of A, B, C or D/);
    expect(issues.join('\n')).toMatch(/explanations\.B/);
  });

  it('fail a rule reference that names no section, rule or paragraph', () => {
    const q = question({ ruleReference: 'Rules of Civil Procedure' });
    expect(check([q])).toEqual([`barrister.jsonl:1 (${q.id}): ruleReference must name a source and a section, rule or paragraph number (or a reported case with its citation)`]);
    expect(check([question({ ruleReference: 'R. v. Jordan, 2016 SCC 27' })])).toEqual([]);
  });

  it('fail a stem too short for a fact pattern, and an explanation that names a choice by its letter', () => {
    const short = question({ stem: 'Which rule governs service of a claim?' });
    const letter = question({ explanations: { ...question().explanations, C: 'Wrong, unlike choice A, which is right.' } });
    const issues = check([short, letter]);
    expect(issues).toContain(`barrister.jsonl:1 (${short.id}): stem is 38 characters; a realistic fact pattern has at least 200`);
    expect(issues).toContain(`barrister.jsonl:2 (${letter.id}): explanations.C refers to a choice by its letter; choices are shuffled, so refer to its content`);
  });

  it('fail near-duplicate stems across the bank', () => {
    const a = question();
    const b = question({ stem: a.stem.replace('What should the lawyer advise?', 'What should counsel do now?') });
    expect(check([a, b])).toEqual([expect.stringMatching(new RegExp(`^barrister\\.jsonl:2 \\(${b.id}\\): stem is a near duplicate of ${a.id} at barrister\\.jsonl:1`))]);
  });

  it('fail a set whose keys lean on one letter or run more than three in a row', () => {
    const lean = balanced((i) => (i < 6 ? { correctChoice: 'A' } : {}));
    const issues = check(lean, [setOf('paid-1', lean)]);
    expect(issues).toContain('sets.jsonl:1 (paid-1): key A is 58% of the set; each letter must be 20%-30%');
    expect(issues.some((i) => /6 keys in a row|4 keys in a row are A/.test(i))).toBe(true);

    const run = Array.from({ length: 14 }, (_, i) => question({ correctChoice: 'AAAABCBCBCDDDC'[i] }));
    expect(check(run, [setOf('quiz-14', run)])).toEqual([`sets.jsonl:1 (quiz-14): 4 keys in a row are A (from question 1, ${run[0]?.id}); at most 3`]);
  });

  it('fail a set where the key is too often the longest choice', () => {
    const long = balanced((i) => {
      const key = 'ABCD'[i % 4] as 'A';
      return i < 5 ? { choices: { ...question().choices, [key]: 'A much longer and more careful answer than any of the others here' } } : {};
    });
    expect(check(long, [setOf('paid-1', long)])).toEqual(['sets.jsonl:1 (paid-1): the key is the longest choice in 42% of the set; at most 30%']);
  });

  it('fail a set where absolute words mark the distractors', () => {
    const cue = balanced((i) => {
      const key = 'ABCD'[i % 4];
      const wrong = 'ABCD'.split('').filter((c) => c !== key);
      return i < 8 ? { choices: { ...question().choices, ...Object.fromEntries(wrong.map((c) => [c, `The court will always refuse ${c}${i}`])) } } : {};
    });
    expect(check(cue, [setOf('paid-1', cue)])).toEqual([
      'sets.jsonl:1 (paid-1): absolute words (always, never, automatically...) are in 0% of keys but 67% of distractors; the gap must be at most 15%',
    ]);
  });

  it('fail a free question inside a paid set, and a question in two templates of one pack', () => {
    const qs = balanced();
    const issues = check(qs, [setOf('free-a', qs), setOf('paid-1', qs), setOf('paid-2', qs)]);
    expect(issues).toContain(`sets.jsonl:2 (paid-1): ${qs[0]?.id} is a free question (in a free set) inside a paid set`);
    expect(issues).toContain(`sets.jsonl:3 (paid-2): ${qs[0]?.id} is also in paid-1: a pack's templates (pack) share no question`);
  });

  it("fail a set that splits a case's questions or takes only some of them", () => {
    const caseFile = { name: 'cases.jsonl', text: lines([{ id: 'CASE-0001', title: 'The Smith file', text: 'A long enough fact pattern about the Smith family and their house in Kingston, Ontario.' }]) };
    const qs = balanced((i) => (i < 3 ? { caseId: 'CASE-0001', itemType: 'case' } : {}));
    const [c1, c2, c3, ...rest] = qs as [Q, Q, Q, ...Q[]];
    const split = [c1, ...rest.slice(0, 1), c2, c3, ...rest.slice(1)];
    expect(check(qs, [setOf('paid-1', split)], [caseFile])).toContain('sets.jsonl:1 (paid-1): the questions of CASE-0001 are split; keep them together');
    const partial = [c1, c2, ...rest, question({ correctChoice: 'C' })];
    expect(check([...qs, partial.at(-1) as Q], [setOf('paid-1', partial)], [caseFile])).toContain(`sets.jsonl:1 (paid-1): has part of CASE-0001: ${c3.id} missing`);
  });
});

describe('assembleSets', () => {
  const blueprints: SetBlueprint[] = [
    { templateId: 'free-a', quotas: [{ exam: 'barrister', topic: 'Civil Litigation', count: 12 }] },
    { templateId: 'paid-1', quotas: [{ exam: 'barrister', topic: 'Civil Litigation', count: 12 }] },
    { templateId: 'paid-2', quotas: [{ exam: 'barrister', topic: 'Civil Litigation', count: 12 }] },
  ];
  const bankOf = (qs: Q[]) => parseBank([{ name: 'barrister.jsonl', text: lines(qs) }], templates);

  it('draws the same sets from the same bank, keeps free and paid apart, and leaves a template it cannot fill', () => {
    const qs = Array.from({ length: 30 }, (_, i) => question({ difficulty: ['easy', 'medium', 'medium', 'hard'][i % 4] }));
    const bank = bankOf(qs);
    const first = assembleSets(bank, { blueprints, layout, previous: [] });
    expect(assembleSets(bank, { blueprints, layout, previous: [] })).toEqual(first);
    expect(first.remainingIssues).toBe(0);
    expect(first.templates.map((t) => [t.templateId, t.complete])).toEqual([
      ['free-a', true],
      ['paid-1', true],
      ['paid-2', false],
    ]);
    expect(first.templates[2]?.shortfalls).toEqual([{ exam: 'barrister', topic: 'Civil Litigation', need: 12, available: 6 }]);
    const [free, paid] = first.sets.map((s) => s.questionIds);
    expect(free?.filter((id) => paid?.includes(id))).toEqual([]);
    // The drawn sets pass the gates, written as the bank would hold them.
    const written = { name: 'sets.jsonl', text: lines(first.sets) };
    expect(checkBank([{ name: 'barrister.jsonl', text: lines(qs) }, written], templates, layout).issues.map(formatIssue)).toEqual([]);
  });

  it('raises a set version only when its questions change', () => {
    const qs = Array.from({ length: 24 }, () => question());
    const bank = bankOf(qs);
    const first = assembleSets(bank, { blueprints, layout, previous: [] });
    expect(first.sets.map((s) => s.version)).toEqual([1, 1]);
    expect(assembleSets(bank, { blueprints, layout, previous: first.sets }).sets.map((s) => s.version)).toEqual([1, 1]);
    // A set naming a question the bank no longer publishes is drawn again, one version up.
    const changed = assembleSets(bank, { blueprints, layout, previous: first.sets.map((s) => ({ ...s, questionIds: ['BAR-CIV-9999', ...s.questionIds.slice(1)] })) });
    expect(changed.sets.map((s) => s.version)).toEqual([2, 2]);
  });

  it('keeps the sets it drew when the bank grows, and fills the template that had to wait', () => {
    const qs = Array.from({ length: 30 }, () => question());
    const first = assembleSets(bankOf(qs), { blueprints, layout, previous: [] });
    expect(first.templates.map((t) => t.complete)).toEqual([true, true, false]);
    const grown = assembleSets(bankOf([...qs, ...Array.from({ length: 6 }, () => question())]), { blueprints, layout, previous: first.sets });
    expect(grown.sets.slice(0, 2)).toEqual(first.sets);
    expect(grown.templates.map((t) => t.complete)).toEqual([true, true, true]);
    expect(grown.sets[2]?.version).toBe(1);
  });

  it("keeps a case's questions together in a set", () => {
    const qs = Array.from({ length: 12 }, (_, i) => question(i < 3 ? { caseId: 'CASE-0001', itemType: 'case' } : {}));
    const bank = parseBank(
      [
        { name: 'barrister.jsonl', text: lines(qs) },
        { name: 'cases.jsonl', text: lines([{ id: 'CASE-0001', title: 'The Smith file', text: 'A long enough fact pattern about the Smith family and their house in Kingston, Ontario.' }]) },
      ],
      templates,
    );
    const { sets } = assembleSets(bank, { blueprints: blueprints.slice(1, 2), layout, previous: [] });
    const ids = sets[0]?.questionIds ?? [];
    const at = qs.slice(0, 3).map((q) => ids.indexOf(q.id)).sort((a, b) => a - b);
    expect(at[2]! - at[0]!).toBe(2);
  });
});
