import type { ContentItem } from '../api/content.ts';

/**
 * "Your Study Materials" (learning-area §2): Sample Diagnostic, Free Sample Quiz, then Solicitor
 * and Barrister Materials, each split into Full Exams and Topic-Specific Quizzes.
 */
export interface StudyMaterials {
  diagnostic: ContentItem[];
  sampleQuiz: ContentItem[];
  solicitor: { fullExams: ContentItem[]; quizzes: ContentItem[] };
  barrister: { fullExams: ContentItem[]; quizzes: ContentItem[] };
}

export function groupStudyMaterials(items: readonly ContentItem[]): StudyMaterials {
  const of = (...types: string[]) => items.filter((i) => types.includes(i.examType));
  return {
    diagnostic: of('diagnostic'),
    sampleQuiz: of('QUIZ_FREE_SAMPLE', 'FREE_SAMPLE'),
    solicitor: { fullExams: of('FULL_EXAM_SOLICITOR'), quizzes: of('QUIZ_SOLICITOR') },
    barrister: { fullExams: of('FULL_EXAM_BARRISTER'), quizzes: of('QUIZ_BARRISTER') },
  };
}
