import { describe, expect, it } from 'vitest';
import { decideCounted, RATE_LIMITS, type CounterState } from '#shared/auth/rate-limit';

const now = 1_000_000;
const login = RATE_LIMITS.login;
const signup = RATE_LIMITS.signup;
const counter = (attempts: number, extra: Partial<CounterState> = {}): CounterState => ({ attempts, windowEndsAt: now + 600, ...extra });

describe('decideCounted: the decision on the value the atomic count returned', () => {
  it('allows attempts 1 to the limit, each with what is left after it', () => {
    expect(decideCounted(counter(1), true, login, now)).toMatchObject({ allowed: true, attempts: 1, attemptsRemaining: 4 });
    // The 5th is allowed even though counting it set the block: it is the one that reached the limit.
    expect(decideCounted(counter(5, { blockedUntil: now + 900 }), true, login, now)).toMatchObject({ allowed: true, attemptsRemaining: 0 });
  });

  it('refuses every attempt numbered past the limit, as the block, even before the block is written', () => {
    for (const attempts of [6, 7, 20]) {
      expect(decideCounted(counter(attempts, { blockedUntil: now + 900 }), true, login, now)).toMatchObject({ allowed: false, reason: 'blocked', retryAfter: 900 });
      expect(decideCounted(counter(attempts), true, login, now)).toMatchObject({ allowed: false, reason: 'blocked', retryAfter: login.blockSeconds });
    }
  });

  it('refuses an attempt that was not counted because the key is blocked', () => {
    expect(decideCounted({ attempts: 5, windowEndsAt: now - 10, blockedUntil: now + 120 }, false, login, now)).toMatchObject({ allowed: false, reason: 'blocked', retryAfter: 120 });
  });

  it('without a block, refuses past the limit until the window ends', () => {
    expect(decideCounted(counter(3), true, signup, now)).toMatchObject({ allowed: true, attemptsRemaining: 0 });
    expect(decideCounted(counter(4), true, signup, now)).toMatchObject({ allowed: false, reason: 'too_many_attempts', retryAfter: 600 });
  });
});
