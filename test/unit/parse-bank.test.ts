import { describe, expect, it } from 'vitest';
import { formatIssue, parseBank } from '../../functions/question-bank/parse-bank.ts';

const good = {
  id: 'BAR-CRIM-0001',
  exam: 'barrister',
  topic: 'Criminal Law',
  subtopic: 'Bail',
  stem: 'An accused is charged with an offence. Which statement about the bail hearing is correct?',
  choices: { A: 'First choice', B: 'Second choice', C: 'Third choice', D: 'Fourth choice' },
  correctChoice: 'B',
  explanations: { A: 'Wrong because one.', B: 'Right because two.', C: 'Wrong because three.', D: 'Wrong because four.' },
  ruleReference: 'Criminal Code, s. 515',
  difficulty: 'medium',
  status: 'published',
  version: 1,
  lawAsOf: '2026-11-01',
  reviewedBy: 'second-reader',
  reviewedAt: '2026-11-02',
  blueprint: 'BAR-CRIM.04',
  itemType: 'standalone',
};

const line = (value: unknown) => JSON.stringify(value);

describe('parseBank', () => {
  it('reads valid questions and case texts', () => {
    const cases = line({ id: 'CASE-0001', title: 'The Smith file', text: 'A long enough fact pattern about the Smith family and their house in Kingston.' });
    const parsed = parseBank([
      { name: 'cases.jsonl', text: cases },
      { name: 'barrister.jsonl', text: [line(good), '', line({ ...good, id: 'BAR-CRIM-0002', caseId: 'CASE-0001', itemType: 'case' })].join('\n') },
    ]);
    expect(parsed.issues).toEqual([]);
    expect(parsed.questions.map((q) => q.id)).toEqual(['BAR-CRIM-0001', 'BAR-CRIM-0002']);
    expect(parsed.cases).toHaveLength(1);
  });

  it('names the file and line of every bad row', () => {
    const { correctChoice: _omit, ...noCorrect } = good;
    const text = [
      line(good),
      line({ ...noCorrect, id: 'BAR-CRIM-0002' }),
      line({ ...good }),
      '{"id": "BAR-CRIM-0003",',
      line({ ...good, id: 'BAR-CRIM-0004', choices: { ...good.choices, D: 'All of the above' } }),
      line({ ...good, id: 'BAR-CRIM-0005', topic: 'Real Estate' }),
      line({ ...good, id: 'SOL-RE-0006' }),
      line({ ...good, id: 'BAR-CRIM-0007', caseId: 'CASE-0404', itemType: 'case' }),
    ].join('\n');
    const { issues, questions } = parseBank([{ name: 'barrister.jsonl', text }]);
    const lines = issues.map(formatIssue);
    expect(lines).toEqual([
      expect.stringMatching(/^barrister\.jsonl:2 \(BAR-CRIM-0002\): correctChoice /),
      'barrister.jsonl:3 (BAR-CRIM-0001): duplicate id BAR-CRIM-0001 (first at barrister.jsonl:1)',
      expect.stringMatching(/^barrister\.jsonl:4: not valid JSON/),
      'barrister.jsonl:5 (BAR-CRIM-0004): choices.D uses "all/none of the above", which the exam never does',
      expect.stringMatching(/^barrister\.jsonl:6 \(BAR-CRIM-0005\): topic must be one of the barrister topics/),
      'barrister.jsonl:7 (SOL-RE-0006): id must start with BAR- for a barrister question',
      'barrister.jsonl:8 (BAR-CRIM-0007): caseId CASE-0404 is not in any cases file',
    ]);
    expect(questions.map((q) => q.id)).toEqual(['BAR-CRIM-0001', 'BAR-CRIM-0007']);
  });

  it('checks every question set against its template and the bank, naming the line', () => {
    const questions = [
      line(good),
      line({ ...good, id: 'BAR-CRIM-0002' }),
      line({ ...good, id: 'BAR-CRIM-0003', status: 'draft' }),
      line({ ...good, id: 'SOL-RE-0001', exam: 'solicitor', topic: 'Real Estate', blueprint: 'SOL-RE.02' }),
    ].join('\n');
    const templates = [
      { id: 'bar-quiz', examType: 'QUIZ_BARRISTER' as const, numberOfQuestions: 2 },
      { id: 'diagnostic', examType: 'diagnostic' as const, numberOfQuestions: 2 },
    ];
    const sets = [
      line({ templateId: 'bar-quiz', version: 1, questionIds: ['BAR-CRIM-0001', 'BAR-CRIM-0002'] }),
      line({ templateId: 'diagnostic', version: 2, questionIds: ['BAR-CRIM-0001', 'SOL-RE-0001'] }),
    ].join('\n');
    // The set file comes first: sets are checked after every question file is read.
    const good1 = parseBank([{ name: 'sets.jsonl', text: sets }, { name: 'barrister.jsonl', text: questions }], templates);
    expect(good1.issues).toEqual([]);
    expect(good1.sets.map((s) => s.templateId)).toEqual(['bar-quiz', 'diagnostic']);

    const bad = [
      line({ templateId: 'bar-quiz', version: 1, questionIds: ['BAR-CRIM-0001', 'BAR-CRIM-0001', 'SOL-RE-0001'] }),
      line({ templateId: 'diagnostic', version: 1, questionIds: ['BAR-CRIM-0003', 'BAR-CRIM-0404'] }),
      line({ templateId: 'nope', version: 1, questionIds: ['BAR-CRIM-0001'] }),
      line({ templateId: 'bar-quiz', version: 2, questionIds: ['BAR-CRIM-0002'] }),
      line({ templateId: 'x', version: 0, questionIds: [] }),
    ].join('\n');
    const parsed = parseBank([{ name: 'barrister.jsonl', text: questions }, { name: 'sets-2026.jsonl', text: bad }], templates);
    expect(parsed.issues.map(formatIssue)).toEqual([
      'sets-2026.jsonl:4 (bar-quiz): a second set for bar-quiz (first at sets-2026.jsonl:1)',
      'sets-2026.jsonl:5 (x): version Too small: expected number to be >=1',
      'sets-2026.jsonl:5 (x): questionIds is empty',
      'sets-2026.jsonl:1 (bar-quiz): has 3 questions; bar-quiz takes 2',
      'sets-2026.jsonl:1 (bar-quiz): lists BAR-CRIM-0001 twice',
      'sets-2026.jsonl:1 (bar-quiz): question SOL-RE-0001 is a solicitor question; bar-quiz is a barrister exam',
      'sets-2026.jsonl:2 (diagnostic): question BAR-CRIM-0003 is draft, not published',
      'sets-2026.jsonl:2 (diagnostic): question BAR-CRIM-0404 is not in the bank',
      'sets-2026.jsonl:3 (nope): templateId nope is not an exam template',
    ]);
  });
});
