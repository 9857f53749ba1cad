import { describe, expect, it } from 'vitest';
import { torontoDayKey, torontoLongDate, torontoShortDate, torontoShortDateTime, torontoTimestamp } from '#shared/toronto-time';

// ICU may put a narrow no-break space before "a.m."; compare words, not space characters.
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('Toronto time', () => {
  it('formats the day, the long and the short date of an instant', () => {
    expect(torontoDayKey('2026-11-23T15:00:00Z')).toBe('2026-11-23');
    expect(torontoLongDate('2026-11-23T15:00:00Z')).toBe('November 23, 2026');
    expect(torontoShortDate('2026-11-23T15:00:00Z')).toBe('Nov 23');
    expect(spaced(torontoShortDateTime('2026-11-23T15:05:00Z'))).toBe('Nov 23, 10:05 a.m.');
    expect(spaced(torontoTimestamp(new Date('2026-11-22T17:05:00Z')))).toBe('Nov 22, 2026, 12:05 p.m. EST');
  });

  it('takes a Date as well as an ISO string', () => {
    expect(torontoDayKey(new Date('2026-11-23T15:00:00Z'))).toBe(torontoDayKey('2026-11-23T15:00:00Z'));
    expect(torontoLongDate(new Date('2026-11-23T15:00:00Z'))).toBe('November 23, 2026');
  });

  it('gives the previous day for an early-morning UTC instant (the evening before in Toronto)', () => {
    const at = '2026-11-24T03:30:00Z';
    expect(torontoDayKey(at)).toBe('2026-11-23');
    expect(torontoLongDate(at)).toBe('November 23, 2026');
    expect(torontoShortDate(at)).toBe('Nov 23');
    expect(spaced(torontoShortDateTime(at))).toBe('Nov 23, 10:30 p.m.');
  });

  it('follows daylight saving time: UTC-4 in summer, UTC-5 in winter', () => {
    // 04:30 UTC is half past midnight in July (EDT), still the evening before in January (EST).
    expect(torontoDayKey('2026-07-01T04:30:00Z')).toBe('2026-07-01');
    expect(torontoDayKey('2026-01-15T04:30:00Z')).toBe('2026-01-14');
    expect(spaced(torontoTimestamp('2026-07-01T04:30:00Z'))).toBe('Jul 1, 2026, 12:30 a.m. EDT');
    // Clocks spring forward at 2 a.m. on March 8, 2026: an hour of UTC later is two hours later on the wall.
    expect(spaced(torontoShortDateTime('2026-03-08T06:30:00Z'))).toBe('Mar 8, 1:30 a.m.');
    expect(spaced(torontoShortDateTime('2026-03-08T07:30:00Z'))).toBe('Mar 8, 3:30 a.m.');
    // And fall back on November 1: 1:30 a.m. happens twice, once in each zone.
    expect(spaced(torontoTimestamp('2026-11-01T05:30:00Z'))).toBe('Nov 1, 2026, 1:30 a.m. EDT');
    expect(spaced(torontoTimestamp('2026-11-01T06:30:00Z'))).toBe('Nov 1, 2026, 1:30 a.m. EST');
  });
});
