import { describe, expect, it } from 'vitest';
import { initialCalculator, keyFromKeyboard, press, type CalculatorState } from '../../web/src/features/exam/lib/calculator.ts';

/** Types a sequence of keyboard keys and answers the display. */
function type(keys: string, from: CalculatorState = initialCalculator): string {
  let state = from;
  for (const key of keys.split(' ')) {
    const mapped = keyFromKeyboard(key);
    if (!mapped) throw new Error(`no key ${key}`);
    state = press(state, mapped);
  }
  return state.display;
}

describe('the exam calculator', () => {
  it('adds, subtracts, multiplies and divides, left to right like a desk calculator', () => {
    expect(type('1 2 + 3 * 2 =')).toBe('30');
    expect(type('1 0 0 / 8 =')).toBe('12.5');
    expect(type('5 - 8 =')).toBe('-3');
  });

  it('keeps decimals honest: 0.1 + 0.2 is 0.3, and a second point is ignored', () => {
    expect(type('. 1 + . 2 =')).toBe('0.3');
    expect(type('1 . 5 . 5')).toBe('1.55');
  });

  it('works the Solicitor exam’s sums: HST on a price, a per-diem adjustment', () => {
    expect(type('3 2 9 . 9 9 * 1 . 1 3 =')).toBe('372.8887');
    expect(type('4 2 0 0 / 3 6 5 * 1 7 =')).toBe('195.616438356');
    expect(type('2 0 0 + 1 3 % =')).toBe('226');
  });

  it('clears, deletes the last digit, and refuses to divide by zero', () => {
    expect(type('1 2 3 Backspace')).toBe('12');
    expect(type('9 * 9 c')).toBe('0');
    expect(type('7 / 0 =')).toBe('Error');
    expect(type('7 / 0 = 4')).toBe('4');
  });

  it('replaces an operator pressed twice instead of computing with it', () => {
    expect(type('6 + * 2 =')).toBe('12');
  });
});
