/**
 * The competency areas of the Law Society of Ontario licensing examinations, by exam. Questions
 * carry one topic from their exam's list (and a free-text subtopic).
 */
export const examKinds = ['barrister', 'solicitor'] as const;
export type ExamKind = (typeof examKinds)[number];

export const TOPICS = {
  barrister: [
    'Ethics and Professional Responsibility',
    'Public Law',
    'Criminal Law',
    'Family Law',
    'Civil Litigation',
  ],
  solicitor: [
    'Ethics and Professional Responsibility',
    'Business Law',
    'Real Estate',
    'Estate Planning',
    'Wills and Estate Administration',
  ],
} as const satisfies Record<ExamKind, readonly string[]>;

/** Professional responsibility gets its own section in the diagnostic report. */
export const PROFESSIONAL_RESPONSIBILITY = 'Ethics and Professional Responsibility';
