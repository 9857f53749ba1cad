/**
 * The catalogue the product sells, from the spec (learning-area §3, §9; platform §3).
 * Prices are integer cents in CAD. Package ids follow the spec's pattern: one id whose final
 * group ends in ...0001 for Barrister, ...0002 for Solicitor and ...0004 for Total.
 */
export const PACKAGE_ID_PREFIX = '5b0c9e2a-7d41-4f6b-9a3e-00000000';

export type PlanKey = 'barrister' | 'solicitor' | 'total';

export interface Pack {
  key: PlanKey;
  id: string;
  name: string;
  description: string;
  priceCents: number;
  mostPopular: boolean;
  fullExams: number;
  miniExams: number;
  topicQuizzes: number;
  questionCount: number;
}

export const ACCESS_DAYS = 365;

export const PACKS: Record<PlanKey, Pack> = {
  barrister: {
    key: 'barrister',
    id: `${PACKAGE_ID_PREFIX}0001`,
    name: 'Barrister Performance Pack',
    description: '2 full exams (320 questions), 1 mini exam (40), 5 topic quizzes (180); 540 questions.',
    priceCents: 19999,
    mostPopular: false,
    fullExams: 2,
    miniExams: 1,
    topicQuizzes: 5,
    questionCount: 540,
  },
  solicitor: {
    key: 'solicitor',
    id: `${PACKAGE_ID_PREFIX}0002`,
    name: 'Solicitor Performance Pack',
    description: '2 full exams (320 questions), 1 mini exam (40), 4 topic quizzes (160); 520 questions.',
    priceCents: 19999,
    mostPopular: false,
    fullExams: 2,
    miniExams: 1,
    topicQuizzes: 4,
    questionCount: 520,
  },
  total: {
    key: 'total',
    id: `${PACKAGE_ID_PREFIX}0004`,
    name: 'Total Performance Pack',
    description: '4 full exams (640 questions), 2 mini exams (80), 9 topic quizzes (300); 1,020 questions.',
    priceCents: 32999,
    mostPopular: true,
    fullExams: 4,
    miniExams: 2,
    topicQuizzes: 9,
    questionCount: 1020,
  },
};

export type ExamType =
  | 'FULL_EXAM_BARRISTER'
  | 'FULL_EXAM_SOLICITOR'
  | 'QUIZ_BARRISTER'
  | 'QUIZ_SOLICITOR'
  | 'QUIZ_FREE_SAMPLE'
  | 'FREE_SAMPLE'
  | 'diagnostic'
  | 'quiz';

export interface ExamTemplateSeed {
  id: string;
  name: string;
  description: string;
  examType: ExamType;
  numberOfQuestions: number;
  durationMinutes: number;
  isActive: boolean;
}

/** The free 40-question, 68-minute diagnostic (the "Test Drive"). */
export const FREE_DIAGNOSTIC: ExamTemplateSeed = {
  id: 'free-diagnostic',
  name: 'Free Diagnostic',
  description: 'A 40-question Test Drive across Barrister and Solicitor topics, with an AI diagnostic report. No credit card needed.',
  examType: 'diagnostic',
  numberOfQuestions: 40,
  durationMinutes: 68,
  isActive: true,
};
