import { describe, expect, it } from 'vitest';
import { securityScore } from '#shared/auth/sessions';

const now = new Date('2026-11-22T12:00:00Z');
const active = (lastActivity = '2026-11-22T11:00:00Z') => ({ isActive: true, lastActivity });

describe('securityScore', () => {
  it('is 100 with up to 3 active sessions', () => {
    expect(securityScore([], now)).toBe(100);
    expect(securityScore([active(), active(), active()], now)).toBe(100);
  });

  it('takes 10 per active session beyond 3 and ignores ended ones', () => {
    expect(securityScore([active(), active(), active(), active(), active()], now)).toBe(80);
    expect(securityScore([active(), active(), active(), { isActive: false, lastActivity: '2026-01-01T00:00:00Z' }], now)).toBe(100);
  });

  it('takes 20 per session idle over 7 days and never goes below 0', () => {
    expect(securityScore([active('2026-11-14T11:59:00Z')], now)).toBe(80);
    expect(securityScore(Array.from({ length: 9 }, () => active('2026-10-01T00:00:00Z')), now)).toBe(0);
  });
});
