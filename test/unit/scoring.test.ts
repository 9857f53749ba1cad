import { describe, expect, it } from 'vitest';
import { percent, scoreAnswers, topicBreakdown } from '#shared/exam/scoring';

const questions = [
  { id: 'Q1', topic: 'Criminal Law', correctChoice: 'A' as const },
  { id: 'Q2', topic: 'Criminal Law', correctChoice: 'B' as const },
  { id: 'Q3', topic: 'Family Law', correctChoice: 'C' as const },
];

describe('scoring', () => {
  it('counts unanswered questions as wrong and rounds to one decimal', () => {
    expect(scoreAnswers(questions, { Q1: { choice: 'A' }, Q3: { choice: null } })).toEqual({ correctCount: 1, score: 33.3 });
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(0, 0)).toBe(0);
  });

  it('breaks the result down by topic in the order topics appear', () => {
    expect(topicBreakdown(questions, { Q1: { choice: 'A' }, Q2: { choice: 'D' } })).toEqual([
      { topic: 'Criminal Law', correct: 1, answered: 2, total: 2, score: 50 },
      { topic: 'Family Law', correct: 0, answered: 0, total: 1, score: 0 },
    ]);
  });
});
