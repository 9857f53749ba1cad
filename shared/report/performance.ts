import type { HistoryItem } from '../api/attempts.ts';
import type { PerformanceResponse, PerformanceWindow } from '../api/performance.ts';
import { percent } from '../exam/scoring.ts';
import { torontoDayKey } from '../toronto-time.ts';

/**
 * Progress over time (learning-area §9): weekly window 7 days against the 7 before, monthly 30
 * days, improvement areas are topics averaging under 70% (at most 2), the streak counts study
 * days (Toronto days with a completed attempt) up to today or yesterday. Pure.
 */
const DAY_MS = 86_400_000;
export const IMPROVEMENT_THRESHOLD = 70;

/** The calendar day in Toronto, YYYY-MM-DD (the Toronto time module's day key, under its older name). */
export const torontoDay = torontoDayKey;

const round1 = (value: number) => Math.round(value * 10) / 10;

function windowOf(items: readonly HistoryItem[]): PerformanceWindow {
  return {
    attempts: items.length,
    questions: items.reduce((sum, i) => sum + i.totalQuestions, 0),
    averageScore: items.length ? round1(items.reduce((sum, i) => sum + i.score, 0) / items.length) : null,
    studyDays: new Set(items.map((i) => torontoDayKey(i.completedAt))).size,
  };
}

export function currentStreak(items: readonly HistoryItem[], now: Date): number {
  const days = new Set(items.map((i) => torontoDayKey(i.completedAt)));
  let day = now.getTime();
  // A streak is still alive if the last study day was yesterday.
  if (!days.has(torontoDayKey(new Date(day)))) day -= DAY_MS;
  let streak = 0;
  while (days.has(torontoDayKey(new Date(day)))) {
    streak += 1;
    day -= DAY_MS;
  }
  return streak;
}

export function performanceSummary(history: readonly HistoryItem[], now: Date): PerformanceResponse {
  const items = [...history].sort((a, b) => a.completedAt.localeCompare(b.completedAt));
  const within = (fromDaysAgo: number, toDaysAgo: number) =>
    items.filter((i) => {
      const age = now.getTime() - Date.parse(i.completedAt);
      return age >= toDaysAgo * DAY_MS && age < fromDaysAgo * DAY_MS;
    });

  const topics = new Map<string, PerformanceResponse['topics'][number]>();
  for (const item of items) {
    for (const t of item.topics) {
      const row = topics.get(t.topic) ?? { topic: t.topic, correct: 0, total: 0, accuracy: 0, history: [] };
      row.correct += t.correct;
      row.total += t.total;
      row.history.push({ completedAt: item.completedAt, accuracy: percent(t.correct, t.total) });
      topics.set(t.topic, row);
    }
  }
  const topicRows = [...topics.values()].map((row) => ({ ...row, accuracy: percent(row.correct, row.total) })).sort((a, b) => a.topic.localeCompare(b.topic));

  const current = windowOf(within(7, 0));
  const previous = windowOf(within(14, 7));
  const all = windowOf(items);
  return {
    stats: { completedExams: items.length, averageScore: all.averageScore === null ? null : Math.round(all.averageScore), currentStreak: currentStreak(items, now) },
    scoreTrend: items.map((i) => ({
      attemptId: i.attemptId,
      completedAt: i.completedAt,
      templateName: i.templateName,
      score: i.score,
      secondsPerQuestion: i.totalQuestions ? Math.round(i.timeTakenSeconds / i.totalQuestions) : 0,
    })),
    topics: topicRows,
    weekly: {
      current,
      previous,
      scoreChange: current.averageScore !== null && previous.averageScore !== null ? round1(current.averageScore - previous.averageScore) : null,
    },
    monthly: windowOf(within(30, 0)),
    improvementAreas: topicRows
      .filter((t) => t.accuracy < IMPROVEMENT_THRESHOLD)
      .sort((a, b) => a.accuracy - b.accuracy || a.topic.localeCompare(b.topic))
      .slice(0, 2)
      .map(({ topic, accuracy }) => ({ topic, accuracy })),
  };
}
