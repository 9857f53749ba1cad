import { describe, expect, it } from 'vitest';
import { upcomingSittings } from '#shared/sittings';

describe('upcomingSittings', () => {
  it('lists the next four seasons, rolling into the next year', () => {
    expect(upcomingSittings(new Date('2026-11-22T12:00:00Z')).map((s) => s.label)).toEqual([
      'Winter 2027',
      'Spring 2027',
      'Summer 2027',
      'Fall 2027',
    ]);
    expect(upcomingSittings(new Date('2026-03-01T12:00:00Z')).map((s) => s.value)).toEqual([
      'spring-2026',
      'summer-2026',
      'fall-2026',
      'winter-2027',
    ]);
  });
});
