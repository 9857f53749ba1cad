import type { ExamKind } from '#shared/exam/topics';

/**
 * What each template's question set is drawn from: how many questions of each topic, in the
 * order the set presents them (topic blocks, as the LSO groups its exams by subject). Templates
 * are assembled in this order, free ones first, so the free diagnostic and sample keep their
 * questions and a pack's later templates draw from what its earlier ones left. The quotas add up,
 * with the free sets, to the per-topic targets of the question-writing issues (docs/content.md).
 */
export interface TopicQuota {
  exam: ExamKind;
  topic: string;
  count: number;
}

export interface SetBlueprint {
  templateId: string;
  quotas: TopicQuota[];
}

/** The difficulty mix every set aims for (easy, medium, hard). */
export const DIFFICULTY_MIX = { easy: 0.3, medium: 0.5, hard: 0.2 } as const;

const ETH = 'Ethics and Professional Responsibility';
const bar = (topic: string, count: number): TopicQuota => ({ exam: 'barrister', topic, count });
const sol = (topic: string, count: number): TopicQuota => ({ exam: 'solicitor', topic, count });
const BAR_TOPICS = [ETH, 'Public Law', 'Criminal Law', 'Family Law', 'Civil Litigation'];
const SOL_TOPICS = [ETH, 'Business Law', 'Real Estate', 'Estate Planning', 'Wills and Estate Administration'];

const barristerFull = [bar(ETH, 34), bar('Public Law', 28), bar('Criminal Law', 31), bar('Family Law', 31), bar('Civil Litigation', 36)];
const solicitorFull = [sol(ETH, 34), sol('Business Law', 31), sol('Real Estate', 31), sol('Estate Planning', 32), sol('Wills and Estate Administration', 32)];

export const SET_BLUEPRINTS: readonly SetBlueprint[] = [
  // Free: every topic of both exams, Barrister and Solicitor alternating.
  { templateId: 'free-diagnostic', quotas: BAR_TOPICS.flatMap((topic, i) => [bar(topic, 4), sol(SOL_TOPICS[i] as string, 4)]) },
  { templateId: 'free-sample-quiz', quotas: BAR_TOPICS.flatMap((topic, i) => [bar(topic, 1), sol(SOL_TOPICS[i] as string, 1)]) },
  // The Barrister pack: the mini exam first, so it stays takeable while the bank grows.
  { templateId: 'bar-mini-1', quotas: BAR_TOPICS.map((topic) => bar(topic, 8)) },
  { templateId: 'bar-full-1', quotas: barristerFull },
  { templateId: 'bar-full-2', quotas: barristerFull },
  { templateId: 'bar-quiz-ethics', quotas: [bar(ETH, 40)] },
  { templateId: 'bar-quiz-public', quotas: [bar('Public Law', 40)] },
  { templateId: 'bar-quiz-criminal', quotas: [bar('Criminal Law', 40)] },
  { templateId: 'bar-quiz-family', quotas: [bar('Family Law', 30)] },
  { templateId: 'bar-quiz-civil', quotas: [bar('Civil Litigation', 30)] },
  // The Solicitor pack.
  { templateId: 'sol-mini-1', quotas: SOL_TOPICS.map((topic) => sol(topic, 8)) },
  { templateId: 'sol-full-1', quotas: solicitorFull },
  { templateId: 'sol-full-2', quotas: solicitorFull },
  { templateId: 'sol-quiz-ethics', quotas: [sol(ETH, 40)] },
  { templateId: 'sol-quiz-business', quotas: [sol('Business Law', 40)] },
  { templateId: 'sol-quiz-real-estate', quotas: [sol('Real Estate', 40)] },
  { templateId: 'sol-quiz-estates', quotas: [sol('Estate Planning', 20), sol('Wills and Estate Administration', 20)] },
];
