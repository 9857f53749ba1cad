import { describe, expect, it } from 'vitest';
import type { ChoiceId } from '#shared/exam/question';
import { performanceMetrics, type MetricsInput } from '#shared/report/metrics';

const ETH = 'Ethics and Professional Responsibility';
type Row = [id: string, topic: string, correct: ChoiceId, chosen: ChoiceId | null, seconds: number];

function input(rows: Row[], extra: Partial<MetricsInput> = {}): MetricsInput {
  return {
    examName: 'Free Diagnostic',
    completedAt: '2026-11-20T15:00:00.000Z',
    timeTakenSeconds: rows.reduce((sum, r) => sum + r[4], 0),
    targetTimePerQuestion: 100,
    questions: rows.map(([id, topic, correctChoice], i) => ({ id, number: i + 1, topic, correctChoice })),
    responses: Object.fromEntries(rows.map(([id, , , choice, secondsSpent]) => [id, { choice, secondsSpent }])),
    ...extra,
  };
}

const mixed: Row[] = [
  ['Q1', ETH, 'A', 'A', 60],
  ['Q2', ETH, 'B', 'C', 200],
  ['Q3', 'Criminal Law', 'C', 'C', 30],
  ['Q4', 'Criminal Law', 'D', null, 0],
  ['Q5', 'Family Law', 'A', 'A', 100],
  ['Q6', 'Civil Litigation', 'B', 'D', 150],
];

describe('performanceMetrics', () => {
  it('computes a mixed attempt by hand', () => {
    const m = performanceMetrics(input(mixed));
    expect(m.overallPerformance).toEqual({
      examName: 'Free Diagnostic',
      completionDate: '2026-11-20T15:00:00.000Z',
      totalQuestions: 6,
      finalScore: 50,
      correctCount: 3,
      unansweredCount: 1,
      averageTimePerQuestion: 90,
      totalTimeSpent: 540,
      targetTimePerQuestion: 100,
    });
    expect(m.topicPerformance.strongest.map((t) => [t.topicName, t.accuracy, t.efficiency])).toEqual([
      ['Family Law', 100, 'On Pace'],
      ['Criminal Law', 50, 'Fast'],
    ]);
    expect(m.topicPerformance.weakest.map((t) => [t.topicName, t.accuracy, t.efficiency, t.averageTime])).toEqual([
      ['Civil Litigation', 0, 'Slow', 150],
      [ETH, 50, 'Slow', 130],
    ]);
    expect(m.professionalResponsibility).toEqual({ score: 50, correctCount: 1, totalCount: 2, averageTime: 130 });
    expect(m.timingAnalysis).toEqual({
      averageTimeCorrect: 63.3,
      averageTimeIncorrect: 175,
      timeSinkQuestions: [
        { questionNumber: 2, questionId: 'Q2', timeSpent: 200, correct: false },
        { questionNumber: 6, questionId: 'Q6', timeSpent: 150, correct: false },
      ],
    });
  });

  it('leaves professional responsibility out when the attempt had none', () => {
    const m = performanceMetrics(input(mixed.filter((r) => r[1] !== ETH)));
    expect(m.professionalResponsibility).toBeNull();
  });

  it('handles all correct and all wrong', () => {
    const right = performanceMetrics(input(mixed.map(([id, topic, c, , s]) => [id, topic, c, c, s] as Row)));
    expect(right.overallPerformance).toMatchObject({ finalScore: 100, correctCount: 6, unansweredCount: 0 });
    expect(right.timingAnalysis.averageTimeIncorrect).toBe(0);
    const wrong = performanceMetrics(input(mixed.map(([id, topic, c, , s]) => [id, topic, c, c === 'A' ? 'B' : 'A', s] as Row)));
    expect(wrong.overallPerformance).toMatchObject({ finalScore: 0, correctCount: 0 });
    expect(wrong.timingAnalysis.averageTimeCorrect).toBe(0);
    expect(wrong.professionalResponsibility).toMatchObject({ score: 0, correctCount: 0, totalCount: 2 });
  });

  it('counts unanswered questions as wrong but not in the time on wrong answers', () => {
    const m = performanceMetrics(input([['Q1', 'Family Law', 'A', null, 0], ['Q2', 'Family Law', 'B', null, 40]], { timeTakenSeconds: 40 }));
    expect(m.overallPerformance).toMatchObject({ finalScore: 0, unansweredCount: 2, averageTimePerQuestion: 20 });
    expect(m.timingAnalysis).toMatchObject({ averageTimeCorrect: 0, averageTimeIncorrect: 0, timeSinkQuestions: [] });
  });

  it('puts a single topic among the strongest only', () => {
    const m = performanceMetrics(input([['Q1', 'Real Estate', 'A', 'B', 30], ['Q2', 'Real Estate', 'C', 'C', 20]]));
    expect(m.topicPerformance.strongest.map((t) => t.topicName)).toEqual(['Real Estate']);
    expect(m.topicPerformance.weakest).toEqual([]);
  });

  it('caps each topic list at three and the time sinks at three', () => {
    const topics = ['A1', 'B2', 'C3', 'D4', 'E5', 'F6', 'G7', 'H8'];
    const rows = topics.map((t, i) => [`Q${i}`, t, 'A', i % 2 ? 'A' : 'B', 100 + i * 10] as Row);
    const m = performanceMetrics(input(rows));
    expect(m.topicPerformance.strongest).toHaveLength(3);
    expect(m.topicPerformance.weakest).toHaveLength(3);
    expect(m.timingAnalysis.timeSinkQuestions.map((q) => q.timeSpent)).toEqual([170, 160, 150]);
  });
});
