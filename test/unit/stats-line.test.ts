import { describe, expect, it } from 'vitest';
import { statsLine } from '#shared/stats-line';

describe('the user menu stats line', () => {
  it('follows the spec: hidden with no exams and no average, streak only above 0', () => {
    expect(statsLine(undefined)).toBeNull();
    expect(statsLine({ completedExams: 0, averageScore: null, currentStreak: 0 })).toBeNull();
    expect(statsLine({ completedExams: 3, averageScore: 72, currentStreak: 0 })).toBe('3 exams · 72% avg');
    expect(statsLine({ completedExams: 1, averageScore: 40, currentStreak: 2 })).toBe('1 exams · 40% avg · 2 streak');
  });
});
