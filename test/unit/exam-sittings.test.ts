import { describe, expect, it } from 'vitest';
import type { Sitting } from '#shared/api/sittings';
import { countdownColour, countdownLabel, daysUntil, nextSittingFor, upcoming } from '#shared/exam-sittings';

const sitting = (id: string, type: Sitting['type'], examDate: string): Sitting => ({
  id,
  name: id,
  type,
  examDate,
  studyMaterialDate: null,
  applicationDeadline: null,
  accommodationDeadline: null,
  registrationDeadline: null,
  defeatDeadline: null,
  locations: [],
});

describe('exam countdown', () => {
  it('counts calendar days in Toronto, not UTC', () => {
    // 02:00 UTC on the 11th is still the 10th in Toronto.
    expect(daysUntil('2025-11-11', new Date('2025-11-11T02:00:00Z'))).toBe(1);
    expect(daysUntil('2025-11-11', new Date('2025-11-11T15:00:00Z'))).toBe(0);
    expect(daysUntil('2025-11-11', new Date('2025-11-12T15:00:00Z'))).toBe(-1);
  });

  it('labels past, today, tomorrow and N days', () => {
    expect([-1, 0, 1, 2, 45].map(countdownLabel)).toEqual(['Past', 'Today', 'Tomorrow', '2 days', '45 days']);
  });

  it('colours by the spec’s bands', () => {
    expect([0, 1, 3, 4, 7, 8, 30, 31].map(countdownColour)).toEqual(['red', 'dark-red', 'dark-red', 'orange', 'orange', 'yellow', 'yellow', 'green']);
  });

  it('picks the next sitting of the candidate’s exam type, or none when all are past', () => {
    const list = [sitting('sol', 'solicitor', '2026-02-10'), sitting('bar', 'barrister', '2026-01-28'), sitting('old', 'barrister', '2025-11-11')];
    const now = new Date('2025-12-01T12:00:00Z');
    expect(nextSittingFor(list, 'solicitor', now)?.id).toBe('sol');
    expect(nextSittingFor(list, 'barrister', now)?.id).toBe('bar');
    expect(nextSittingFor(list, 'both', now)?.id).toBe('bar');
    expect(nextSittingFor(list, null, now)?.id).toBe('bar');
    expect(upcoming(list, now).map((s) => s.id)).toEqual(['bar', 'sol']);
    expect(nextSittingFor(list, 'barrister', new Date('2026-11-22T12:00:00Z'))).toBeNull();
  });
});
