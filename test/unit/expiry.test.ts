import { describe, expect, it } from 'vitest';
import { daysLeft } from '#shared/commerce/expiry';

describe('daysLeft', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('counts a full year for a purchase made now', () => {
    expect(daysLeft('2027-11-22T12:00:00Z', now)).toBe(365);
  });

  it('counts a partial last day as a day', () => {
    expect(daysLeft('2026-11-22T12:00:01Z', now)).toBe(1);
    expect(daysLeft('2026-11-23T11:00:00Z', now)).toBe(1);
  });

  it('is 0 at and after expiry', () => {
    expect(daysLeft('2026-11-22T12:00:00Z', now)).toBe(0);
    expect(daysLeft('2025-01-01T00:00:00Z', now)).toBe(0);
  });

  it('is null when access never expires', () => {
    expect(daysLeft(null, now)).toBeNull();
  });
});
