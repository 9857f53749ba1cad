import type { ChoiceId } from './question.ts';

/** Scoring and the per-topic breakdown, shared by the server (which scores) and the results page. */
export interface ScoredQuestion {
  id: string;
  topic: string;
  correctChoice: ChoiceId;
}

export type ChosenAnswers = Record<string, { choice: ChoiceId | null } | undefined>;

/** Percent correct, one decimal; unanswered questions count as wrong. */
export function percent(correct: number, total: number): number {
  return total ? Math.round((correct / total) * 1000) / 10 : 0;
}

export function scoreAnswers(questions: readonly ScoredQuestion[], answers: ChosenAnswers): { correctCount: number; score: number } {
  const correctCount = questions.filter((q) => answers[q.id]?.choice === q.correctChoice).length;
  return { correctCount, score: percent(correctCount, questions.length) };
}

export interface TopicResult {
  topic: string;
  correct: number;
  answered: number;
  total: number;
  score: number;
}

/** One row per topic, in the order topics first appear in the attempt. */
export function topicBreakdown(questions: readonly ScoredQuestion[], answers: ChosenAnswers): TopicResult[] {
  const rows = new Map<string, TopicResult>();
  for (const question of questions) {
    const row = rows.get(question.topic) ?? { topic: question.topic, correct: 0, answered: 0, total: 0, score: 0 };
    const choice = answers[question.id]?.choice ?? null;
    row.total += 1;
    if (choice !== null) row.answered += 1;
    if (choice === question.correctChoice) row.correct += 1;
    rows.set(question.topic, row);
  }
  return [...rows.values()].map((row) => ({ ...row, score: percent(row.correct, row.total) }));
}
