/**
 * The exam screen's calculator, as pure state: a basic four-function calculator with immediate
 * execution (12 + 3 × 2 = 30), like the one in the LSO's exam software. Display values carry at
 * most 12 significant digits, so 0.1 + 0.2 shows 0.3.
 */
export type Operator = '+' | '−' | '×' | '÷';

export type CalculatorKey =
  | { kind: 'digit'; digit: string }
  | { kind: 'point' }
  | { kind: 'operator'; operator: Operator }
  | { kind: 'equals' }
  | { kind: 'clear' }
  | { kind: 'backspace' }
  | { kind: 'percent' }
  | { kind: 'negate' };

export interface CalculatorState {
  display: string;
  /** The left operand waiting for the operator's right one. */
  stored: number | null;
  operator: Operator | null;
  /** The next digit starts a new number (after an operator or equals). */
  fresh: boolean;
  error: boolean;
}

export const initialCalculator: CalculatorState = { display: '0', stored: null, operator: null, fresh: true, error: false };

const MAX_DIGITS = 12;

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return 'Error';
  if (value === 0) return '0';
  const rounded = Number.parseFloat(value.toPrecision(MAX_DIGITS));
  const plain = String(rounded);
  return plain.includes('e') ? rounded.toExponential(6).replace(/\.?0+e/, 'e') : plain;
}

function apply(left: number, operator: Operator, right: number): number {
  switch (operator) {
    case '+':
      return left + right;
    case '−':
      return left - right;
    case '×':
      return left * right;
    case '÷':
      return right === 0 ? Number.NaN : left / right;
  }
}

function result(value: number): CalculatorState {
  return Number.isFinite(value)
    ? { display: formatNumber(value), stored: null, operator: null, fresh: true, error: false }
    : { ...initialCalculator, display: 'Error', error: true };
}

export function press(state: CalculatorState, key: CalculatorKey): CalculatorState {
  if (state.error && key.kind !== 'clear') state = initialCalculator;
  const current = Number.parseFloat(state.display);
  switch (key.kind) {
    case 'digit': {
      if (state.fresh) return { ...state, display: key.digit, fresh: false };
      if (state.display.replace(/[-.]/g, '').length >= MAX_DIGITS) return state;
      return { ...state, display: state.display === '0' ? key.digit : state.display + key.digit };
    }
    case 'point':
      if (state.fresh) return { ...state, display: '0.', fresh: false };
      return state.display.includes('.') ? state : { ...state, display: `${state.display}.` };
    case 'operator': {
      // Chained operators evaluate left to right; pressing another operator just replaces it.
      if (state.operator && state.stored !== null && !state.fresh) {
        const value = apply(state.stored, state.operator, current);
        if (!Number.isFinite(value)) return result(value);
        return { display: formatNumber(value), stored: value, operator: key.operator, fresh: true, error: false };
      }
      return { ...state, stored: state.stored !== null && state.fresh ? state.stored : current, operator: key.operator, fresh: true };
    }
    case 'equals':
      if (!state.operator || state.stored === null) return { ...state, fresh: true };
      return result(apply(state.stored, state.operator, current));
    case 'clear':
      return initialCalculator;
    case 'backspace': {
      if (state.fresh) return state;
      const shorter = state.display.slice(0, -1);
      return { ...state, display: shorter === '' || shorter === '-' ? '0' : shorter };
    }
    case 'percent':
      // 200 + 13 % = 226: a percentage of the stored operand, or of 1 alone.
      return { ...state, display: formatNumber(state.stored !== null && (state.operator === '+' || state.operator === '−') ? (state.stored * current) / 100 : current / 100), fresh: true };
    case 'negate':
      return state.display === '0' ? state : { ...state, display: state.display.startsWith('-') ? state.display.slice(1) : `-${state.display}` };
  }
}

/** The key a keyboard key stands for, or null. */
export function keyFromKeyboard(key: string): CalculatorKey | null {
  if (/^[0-9]$/.test(key)) return { kind: 'digit', digit: key };
  if (key === '.' || key === ',') return { kind: 'point' };
  if (key === '+') return { kind: 'operator', operator: '+' };
  if (key === '-') return { kind: 'operator', operator: '−' };
  if (key === '*' || key === 'x' || key === 'X') return { kind: 'operator', operator: '×' };
  if (key === '/') return { kind: 'operator', operator: '÷' };
  if (key === '=' || key === 'Enter') return { kind: 'equals' };
  if (key === 'Backspace') return { kind: 'backspace' };
  if (key === 'Delete' || key === 'c' || key === 'C') return { kind: 'clear' };
  if (key === '%') return { kind: 'percent' };
  return null;
}
