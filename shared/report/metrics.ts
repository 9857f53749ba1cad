import type { PerformanceMetrics, TopicPerformanceEntry } from '../api/reports.ts';
import type { ChoiceId } from '../exam/question.ts';
import { percent } from '../exam/scoring.ts';
import { PROFESSIONAL_RESPONSIBILITY } from '../exam/topics.ts';

/**
 * The report's performanceMetrics, computed from a completed attempt, its questions and the
 * candidate's responses. Pure: the server stores the result, the tests pin it.
 */
export interface MetricsQuestion {
  id: string;
  /** 1-based position in the attempt. */
  number: number;
  topic: string;
  correctChoice: ChoiceId;
}

export interface MetricsInput {
  examName: string;
  completedAt: string;
  /** The attempt's clock: seconds actually used. */
  timeTakenSeconds: number;
  /** The pace the exam allows, seconds per question (with the candidate's accommodation). */
  targetTimePerQuestion: number;
  questions: readonly MetricsQuestion[];
  responses: Readonly<Record<string, { choice: ChoiceId | null; secondsSpent: number } | undefined>>;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const average = (values: readonly number[]) => (values.length ? round1(values.reduce((sum, v) => sum + v, 0) / values.length) : 0);

/** Fast or Slow when a topic's average time is a quarter below or above the exam's pace. */
export function efficiencyOf(averageTime: number, target: number): TopicPerformanceEntry['efficiency'] {
  if (target <= 0) return 'On Pace';
  if (averageTime < target * 0.75) return 'Fast';
  if (averageTime > target * 1.25) return 'Slow';
  return 'On Pace';
}

export function performanceMetrics(input: MetricsInput): PerformanceMetrics {
  const { questions, responses, targetTimePerQuestion } = input;
  const rows = questions.map((q) => {
    const response = responses[q.id];
    const choice = response?.choice ?? null;
    return { ...q, answered: choice !== null, correct: choice === q.correctChoice, seconds: response?.secondsSpent ?? 0 };
  });
  const correctCount = rows.filter((r) => r.correct).length;

  const byTopic = new Map<string, typeof rows>();
  for (const row of rows) byTopic.set(row.topic, [...(byTopic.get(row.topic) ?? []), row]);
  const topics: TopicPerformanceEntry[] = [...byTopic].map(([topicName, list]) => {
    const averageTime = average(list.map((r) => r.seconds));
    const topicCorrect = list.filter((r) => r.correct).length;
    return {
      topicName,
      accuracy: percent(topicCorrect, list.length),
      efficiency: efficiencyOf(averageTime, targetTimePerQuestion),
      correctCount: topicCorrect,
      totalCount: list.length,
      averageTime,
    };
  });
  // Best first; ties by name so the result is stable.
  const ranked = [...topics].sort((a, b) => b.accuracy - a.accuracy || a.topicName.localeCompare(b.topicName));
  // No topic is both strong and weak: the upper half (at most 3) and the lower half (at most 3).
  const strongest = ranked.slice(0, Math.min(3, Math.ceil(ranked.length / 2)));
  const weakest = ranked
    .slice(strongest.length)
    .reverse()
    .slice(0, Math.min(3, Math.floor(ranked.length / 2)));

  const pr = rows.filter((r) => r.topic === PROFESSIONAL_RESPONSIBILITY);
  const prCorrect = pr.filter((r) => r.correct).length;

  const answeredWrong = rows.filter((r) => r.answered && !r.correct);
  const timeSinks = rows
    .filter((r) => r.seconds > targetTimePerQuestion)
    .sort((a, b) => b.seconds - a.seconds || a.number - b.number)
    .slice(0, 3)
    .map((r) => ({ questionNumber: r.number, questionId: r.id, timeSpent: r.seconds, correct: r.correct }));

  return {
    overallPerformance: {
      examName: input.examName || 'Assessment',
      completionDate: input.completedAt,
      totalQuestions: rows.length,
      finalScore: percent(correctCount, rows.length),
      correctCount,
      unansweredCount: rows.filter((r) => !r.answered).length,
      averageTimePerQuestion: rows.length ? round1(input.timeTakenSeconds / rows.length) : 0,
      totalTimeSpent: input.timeTakenSeconds,
      targetTimePerQuestion: round1(targetTimePerQuestion),
    },
    topicPerformance: { strongest, weakest, all: ranked },
    professionalResponsibility: pr.length
      ? { score: percent(prCorrect, pr.length), correctCount: prCorrect, totalCount: pr.length, averageTime: average(pr.map((r) => r.seconds)) }
      : null,
    timingAnalysis: {
      averageTimeCorrect: average(rows.filter((r) => r.correct).map((r) => r.seconds)),
      averageTimeIncorrect: average(answeredWrong.map((r) => r.seconds)),
      timeSinkQuestions: timeSinks,
    },
  };
}
