import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '#shared/api/attempts';
import { currentStreak, performanceSummary, torontoDay } from '#shared/report/performance';

const NOW = new Date('2026-11-20T17:00:00Z'); // noon in Toronto
const daysAgo = (days: number, hour = 17) => new Date(Date.UTC(2026, 10, 20 - days, hour)).toISOString();

function item(days: number, score: number, topics: [string, number, number][], total = 40): HistoryItem {
  return {
    attemptId: `a${days}-${score}`,
    examTemplateId: 'free-diagnostic',
    templateName: 'Free Diagnostic',
    examType: 'diagnostic',
    mode: 'timed',
    score,
    correctCount: Math.round((score / 100) * total),
    totalQuestions: total,
    timeTakenSeconds: total * 90,
    completedAt: daysAgo(days),
    topics: topics.map(([topic, correct, t]) => ({ topic, correct, total: t, seconds: t * 90 })),
  };
}

describe('performanceSummary', () => {
  const history = [
    item(0, 80, [['Criminal Law', 8, 10], ['Family Law', 6, 10]]),
    item(3, 60, [['Criminal Law', 5, 10], ['Family Law', 7, 10]]),
    item(9, 50, [['Criminal Law', 4, 10], ['Public Law', 3, 10]]),
    item(20, 40, [['Public Law', 2, 10]]),
  ];
  const summary = performanceSummary(history, NOW);

  it('compares the last 7 days with the 7 before, and sums the last 30', () => {
    expect(summary.weekly.current).toEqual({ attempts: 2, questions: 80, averageScore: 70, studyDays: 2 });
    expect(summary.weekly.previous).toEqual({ attempts: 1, questions: 40, averageScore: 50, studyDays: 1 });
    expect(summary.weekly.scoreChange).toBe(20);
    expect(summary.monthly).toMatchObject({ attempts: 4, averageScore: 57.5 });
  });

  it('adds topics up over time and names at most two under 70%, weakest first', () => {
    expect(summary.topics.map((t) => [t.topic, t.correct, t.total, t.accuracy])).toEqual([
      ['Criminal Law', 17, 30, 56.7],
      ['Family Law', 13, 20, 65],
      ['Public Law', 5, 20, 25],
    ]);
    expect(summary.topics[0]?.history.map((h) => h.accuracy)).toEqual([40, 50, 80]);
    expect(summary.improvementAreas).toEqual([
      { topic: 'Public Law', accuracy: 25 },
      { topic: 'Criminal Law', accuracy: 56.7 },
    ]);
  });

  it('orders the trend oldest first, with the pace of each attempt', () => {
    expect(summary.scoreTrend.map((p) => p.score)).toEqual([40, 50, 60, 80]);
    expect(summary.scoreTrend[0]?.secondsPerQuestion).toBe(90);
    expect(summary.stats).toEqual({ completedExams: 4, averageScore: 58, currentStreak: 1 });
  });

  it('is empty but well formed with no history', () => {
    expect(performanceSummary([], NOW)).toMatchObject({ stats: { completedExams: 0, averageScore: null, currentStreak: 0 }, improvementAreas: [], weekly: { scoreChange: null } });
  });
});

describe('currentStreak', () => {
  it('counts consecutive Toronto days up to today, or up to yesterday', () => {
    expect(currentStreak([item(0, 50, []), item(1, 50, []), item(2, 50, []), item(4, 50, [])], NOW)).toBe(3);
    expect(currentStreak([item(1, 50, []), item(2, 50, [])], NOW)).toBe(2);
    expect(currentStreak([item(2, 50, [])], NOW)).toBe(0);
  });

  it('uses the Toronto calendar day, not UTC', () => {
    // 02:00 UTC on the 20th is still the evening of the 19th in Toronto.
    expect(torontoDay('2026-11-20T02:00:00Z')).toBe('2026-11-19');
  });
});
