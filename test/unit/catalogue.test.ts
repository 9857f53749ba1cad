import { describe, expect, it } from 'vitest';
import { PACK_TEMPLATES, PACKS, type ExamTemplateSeed, type PlanKey } from '#shared/catalogue';

const count = (templates: readonly ExamTemplateSeed[]) => ({
  questionCount: templates.reduce((sum, t) => sum + t.numberOfQuestions, 0),
  fullExams: templates.filter((t) => t.examType.startsWith('FULL_EXAM')).length,
  miniExams: templates.filter((t) => t.id.includes('-mini-')).length,
  topicQuizzes: templates.filter((t) => t.id.includes('-quiz-')).length,
});

describe('the catalogue', () => {
  it('says what each pack holds, and the Total pack the union of both', () => {
    expect(PACKS.barrister).toMatchObject(count(PACK_TEMPLATES.barrister));
    expect(PACKS.solicitor).toMatchObject(count(PACK_TEMPLATES.solicitor));
    expect(PACKS.total).toMatchObject(count([...PACK_TEMPLATES.barrister, ...PACK_TEMPLATES.solicitor]));
  });

  it('writes the same numbers in each pack description', () => {
    const packs: Array<[PlanKey, readonly ExamTemplateSeed[]]> = [
      ['barrister', PACK_TEMPLATES.barrister],
      ['solicitor', PACK_TEMPLATES.solicitor],
      ['total', [...PACK_TEMPLATES.barrister, ...PACK_TEMPLATES.solicitor]],
    ];
    for (const [key, templates] of packs) {
      const quizzes = templates.filter((t) => t.id.includes('-quiz-')).reduce((sum, t) => sum + t.numberOfQuestions, 0);
      const total = templates.reduce((sum, t) => sum + t.numberOfQuestions, 0);
      expect(PACKS[key].description).toContain(`(${quizzes})`);
      expect(PACKS[key].description).toContain(`${total.toLocaleString('en-CA')} questions`);
    }
  });
});
