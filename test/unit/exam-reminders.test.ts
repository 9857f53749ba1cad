import { describe, expect, it } from 'vitest';
import { addDays, plannedSittingOf, remindersDueOn, sitsExam } from '#shared/exam-reminders';
import { seasonOfDate, upcomingSittings } from '#shared/sittings';
import { SEEDED_SITTINGS } from '../../functions/sittings/seed-sittings.ts';

describe('the exam reminders', () => {
  it('go 7 days before the exam (week) and on its morning (day), by calendar day', () => {
    expect(remindersDueOn(SEEDED_SITTINGS, '2025-11-04').map((r) => [r.template, r.sitting.id])).toEqual([['exam-week-reminder', 'fall-2025-barrister']]);
    expect(remindersDueOn(SEEDED_SITTINGS, '2025-11-11').map((r) => [r.template, r.sitting.id])).toEqual([['exam-day-reminder', 'fall-2025-barrister']]);
    expect(remindersDueOn(SEEDED_SITTINGS, '2025-11-10')).toEqual([]);
    // Across a month and a year end.
    expect(addDays('2025-12-29', 7)).toBe('2026-01-05');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    const newYear = [{ ...SEEDED_SITTINGS[0], id: 'a', examDate: '2026-01-05' }, { ...SEEDED_SITTINGS[0], id: 'b', examDate: '2025-12-29' }] as typeof SEEDED_SITTINGS;
    expect(remindersDueOn(newYear, '2025-12-29').map((r) => [r.template, r.sitting.id])).toEqual([
      ['exam-week-reminder', 'a'],
      ['exam-day-reminder', 'b'],
    ]);
  });

  it('name a sitting by the season sign-up offers for its exam date', () => {
    expect(SEEDED_SITTINGS.map((s) => plannedSittingOf(s))).toEqual(['fall-2025', 'fall-2025', 'winter-2026', 'winter-2026']);
    expect(['2027-01-01', '2027-03-31', '2027-04-01', '2027-05-31', '2027-06-01', '2027-09-30', '2027-10-01', '2027-12-31'].map(seasonOfDate)).toEqual([
      'winter-2027',
      'winter-2027',
      'spring-2027',
      'spring-2027',
      'summer-2027',
      'summer-2027',
      'fall-2027',
      'fall-2027',
    ]);
    // Every season sign-up offers is one a date can fall in.
    const midSeason = { winter: '02-15', spring: '04-15', summer: '07-15', fall: '11-15' };
    for (const { value } of upcomingSittings(new Date('2026-11-22T12:00:00Z'))) {
      const [season, year] = value.split('-') as [keyof typeof midSeason, string];
      expect(seasonOfDate(`${year}-${midSeason[season]}`)).toBe(value);
    }
  });

  it('reach candidates of the sitting’s exam, or of both, and none without an exam type', () => {
    expect(sitsExam('barrister', { type: 'barrister' })).toBe(true);
    expect(sitsExam('both', { type: 'solicitor' })).toBe(true);
    expect(sitsExam('solicitor', { type: 'barrister' })).toBe(false);
    expect(sitsExam(null, { type: 'barrister' })).toBe(false);
  });
});
