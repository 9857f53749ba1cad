import { describe, expect, it } from 'vitest';
import { threatLevel } from '#shared/auth/threat-level';

describe('threatLevel', () => {
  it('follows the spec thresholds', () => {
    expect(threatLevel({ failedLogins: 20, securityEvents: 5, lockouts: 5 })).toBe('low');
    expect(threatLevel({ failedLogins: 21, securityEvents: 0, lockouts: 0 })).toBe('medium');
    expect(threatLevel({ failedLogins: 0, securityEvents: 6, lockouts: 0 })).toBe('medium');
    expect(threatLevel({ failedLogins: 51, securityEvents: 0, lockouts: 0 })).toBe('high');
    expect(threatLevel({ failedLogins: 0, securityEvents: 11, lockouts: 0 })).toBe('high');
    expect(threatLevel({ failedLogins: 0, securityEvents: 21, lockouts: 0 })).toBe('critical');
    expect(threatLevel({ failedLogins: 0, securityEvents: 0, lockouts: 6 })).toBe('critical');
  });
});
