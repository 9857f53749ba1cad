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
  /**
   * The price the table's package item is created with (functions/catalogue/seed-catalogue.ts).
   * The table's price is the one shown and charged: read it from GET /api/packages (or the
   * packages data module), never from here, so the two cannot diverge.
   */
  seedPriceCents: number;
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
    seedPriceCents: 19999,
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
    seedPriceCents: 19999,
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
    // Everything in both packs: 540 + 520 questions (test/unit/catalogue.test.ts holds this to the templates).
    description: '4 full exams (640 questions), 2 mini exams (80), 9 topic quizzes (340); 1,060 questions.',
    seedPriceCents: 32999,
    mostPopular: true,
    fullExams: 4,
    miniExams: 2,
    topicQuizzes: 9,
    questionCount: 1060,
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

/**
 * How a timed template is sat when it is more than one sitting: its parts in order (questions and
 * minutes each, before any time accommodation) and the break between parts. Without one, a
 * template is a single part of `durationMinutes`.
 */
export interface ExamFormat {
  parts: Array<{ questionCount: number; minutes: number }>;
  breakMinutes: number;
}

export interface ExamTemplateSeed {
  id: string;
  name: string;
  description: string;
  examType: ExamType;
  numberOfQuestions: number;
  durationMinutes: number;
  isActive: boolean;
  format?: ExamFormat;
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

/**
 * A free 10-question sample of the packs' quizzes, in timed or tutor mode, so a candidate can try
 * the quiz format before buying.
 */
export const FREE_SAMPLE_QUIZ: ExamTemplateSeed = {
  id: 'free-sample-quiz',
  name: 'Free Sample Quiz',
  description: 'Ten questions from the Barrister and Solicitor packs. Try tutor mode to see each explanation as you go.',
  examType: 'QUIZ_FREE_SAMPLE',
  numberOfQuestions: 10,
  durationMinutes: 17,
  isActive: true,
};

/**
 * The exam templates each pack contains (package_contents). Templates start with no questions
 * and show as "coming soon" until the bank fills them; the Total pack unlocks both packs'
 * templates through its ownership rule (shared/exam/access.ts), so it lists none of its own.
 */
/**
 * Today's LSO format, as the public sources describe it (docs/exam-engine.md): 160 questions in
 * two parts of 80, 2 hours each, with a 30-minute break; 4.5 hours in all. Before 2020 the exams
 * were two 3.5-hour parts.
 */
export const LSO_FULL_EXAM_FORMAT: ExamFormat = {
  parts: [
    { questionCount: 80, minutes: 120 },
    { questionCount: 80, minutes: 120 },
  ],
  breakMinutes: 30,
};
const FULL_EXAM_MINUTES = LSO_FULL_EXAM_FORMAT.parts.reduce((sum, part) => sum + part.minutes, 0);
const MINUTES_PER_QUESTION = 1.7; // the diagnostic's pace: 40 questions in 68 minutes

function quiz(id: string, name: string, examType: ExamType, numberOfQuestions: number, description: string): ExamTemplateSeed {
  return { id, name, description, examType, numberOfQuestions, durationMinutes: Math.round(numberOfQuestions * MINUTES_PER_QUESTION), isActive: true };
}

function fullExam(id: string, name: string, examType: ExamType, description: string): ExamTemplateSeed {
  return { id, name, description, examType, numberOfQuestions: 160, durationMinutes: FULL_EXAM_MINUTES, isActive: true, format: LSO_FULL_EXAM_FORMAT };
}

export const PACK_TEMPLATES: Record<'barrister' | 'solicitor', ExamTemplateSeed[]> = {
  barrister: [
    fullExam('bar-full-1', 'Barrister Full Exam 1', 'FULL_EXAM_BARRISTER', 'A timed 160-question simulation of the Barrister exam in two parts.'),
    fullExam('bar-full-2', 'Barrister Full Exam 2', 'FULL_EXAM_BARRISTER', 'A second full simulation with different questions.'),
    quiz('bar-mini-1', 'Barrister Mini Exam', 'QUIZ_BARRISTER', 40, 'Forty questions mixed across all Barrister topics.'),
    quiz('bar-quiz-ethics', 'Barrister Ethics and Professional Responsibility', 'QUIZ_BARRISTER', 40, 'Topic quiz.'),
    quiz('bar-quiz-public', 'Public Law', 'QUIZ_BARRISTER', 40, 'Topic quiz: constitutional and administrative law.'),
    quiz('bar-quiz-criminal', 'Criminal Law', 'QUIZ_BARRISTER', 40, 'Topic quiz.'),
    quiz('bar-quiz-family', 'Family Law', 'QUIZ_BARRISTER', 30, 'Topic quiz.'),
    quiz('bar-quiz-civil', 'Civil Litigation', 'QUIZ_BARRISTER', 30, 'Topic quiz.'),
  ],
  solicitor: [
    fullExam('sol-full-1', 'Solicitor Full Exam 1', 'FULL_EXAM_SOLICITOR', 'A timed 160-question simulation of the Solicitor exam in two parts.'),
    fullExam('sol-full-2', 'Solicitor Full Exam 2', 'FULL_EXAM_SOLICITOR', 'A second full simulation with different questions.'),
    quiz('sol-mini-1', 'Solicitor Mini Exam', 'QUIZ_SOLICITOR', 40, 'Forty questions mixed across all Solicitor topics.'),
    quiz('sol-quiz-ethics', 'Solicitor Ethics and Professional Responsibility', 'QUIZ_SOLICITOR', 40, 'Topic quiz.'),
    quiz('sol-quiz-business', 'Business Law', 'QUIZ_SOLICITOR', 40, 'Topic quiz.'),
    quiz('sol-quiz-real-estate', 'Real Estate', 'QUIZ_SOLICITOR', 40, 'Topic quiz.'),
    quiz('sol-quiz-estates', 'Wills, Trusts and Estates', 'QUIZ_SOLICITOR', 40, 'Topic quiz: estate planning and administration.'),
  ],
};

/** Every template the product seeds. */
export const SEEDED_TEMPLATES: readonly ExamTemplateSeed[] = [FREE_DIAGNOSTIC, FREE_SAMPLE_QUIZ, ...PACK_TEMPLATES.barrister, ...PACK_TEMPLATES.solicitor];
