import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { initialCalculator, keyFromKeyboard, press, type CalculatorKey } from '../lib/calculator.ts';

const KEYS: { label: string; key: CalculatorKey; name: string; wide?: boolean; accent?: boolean }[] = [
  { label: 'C', key: { kind: 'clear' }, name: 'Clear' },
  { label: '⌫', key: { kind: 'backspace' }, name: 'Delete last digit' },
  { label: '%', key: { kind: 'percent' }, name: 'Percent' },
  { label: '÷', key: { kind: 'operator', operator: '÷' }, name: 'Divide', accent: true },
  ...['7', '8', '9'].map((digit) => ({ label: digit, key: { kind: 'digit', digit } as CalculatorKey, name: digit })),
  { label: '×', key: { kind: 'operator', operator: '×' }, name: 'Multiply', accent: true },
  ...['4', '5', '6'].map((digit) => ({ label: digit, key: { kind: 'digit', digit } as CalculatorKey, name: digit })),
  { label: '−', key: { kind: 'operator', operator: '−' }, name: 'Subtract', accent: true },
  ...['1', '2', '3'].map((digit) => ({ label: digit, key: { kind: 'digit', digit } as CalculatorKey, name: digit })),
  { label: '+', key: { kind: 'operator', operator: '+' }, name: 'Add', accent: true },
  { label: '±', key: { kind: 'negate' }, name: 'Change sign' },
  { label: '0', key: { kind: 'digit', digit: '0' }, name: '0' },
  { label: '.', key: { kind: 'point' }, name: 'Decimal point' },
  { label: '=', key: { kind: 'equals' }, name: 'Equals', accent: true },
];

/**
 * The on-screen calculator (the LSO's exam software has one; the Solicitor exam needs it for tax,
 * adjustments and support). A panel beside the question, not a modal: typing into it works
 * (digits, + - * /, Enter, Backspace, Escape closes); the exam's own shortcuts wait until focus
 * leaves it.
 */
export function CalculatorPanel({ onClose }: { onClose: () => void }) {
  const [state, setState] = useState(initialCalculator);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    // Enter on a focused key button presses that button, not equals.
    if (event.key === 'Enter' && event.target instanceof HTMLButtonElement) return;
    const key = keyFromKeyboard(event.key);
    if (!key || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    setState((current) => press(current, key));
  }

  return (
    <div className="calculator" role="dialog" aria-label="Calculator" data-calculator="" tabIndex={-1} ref={panel} onKeyDown={onKeyDown}>
      <div className="calculator-head">
        <span className="calculator-title">Calculator</span>
        <button type="button" className="link-button" onClick={onClose} aria-label="Close calculator">
          ✕
        </button>
      </div>
      <output className={`calculator-display${state.error ? ' is-error' : ''}`} aria-live="polite" data-testid="calculator-display">
        {state.operator && state.stored !== null ? <span className="calculator-pending">{`${state.stored} ${state.operator}`}</span> : null}
        {state.display}
      </output>
      <div className="calculator-keys">
        {KEYS.map(({ label, key, name, accent }) => (
          <button key={name} type="button" className={`calculator-key${accent ? ' is-operator' : ''}`} aria-label={name} onClick={() => setState((current) => press(current, key))}>
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
