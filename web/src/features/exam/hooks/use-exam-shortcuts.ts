import { useEffect, useRef } from 'react';
import type { ChoiceId } from '#shared/exam/question';

export interface ShortcutHandlers {
  choose: (choice: ChoiceId) => void;
  strike: (choice: ChoiceId) => void;
  next: () => void;
  previous: () => void;
  flag: () => void;
  confidence: (value: 'sure' | 'unsure') => void;
  check: () => void;
  review: () => void;
  help: () => void;
}

const BY_CODE: Record<string, ChoiceId> = { Digit1: 'A', Digit2: 'B', Digit3: 'C', Digit4: 'D', KeyA: 'A', KeyB: 'B', KeyC: 'C', KeyD: 'D', Numpad1: 'A', Numpad2: 'B', Numpad3: 'C', Numpad4: 'D' };

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The exam screen's keyboard: 1–4 or A–D choose, with Shift strike out, N/P or the arrows move,
 * F flags. Nothing fires while the candidate types in the notes or a dialog is open.
 */
export function useExamShortcuts(handlers: ShortcutHandlers, enabled: boolean) {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      // A dialog takes the keys; the calculator panel only while focus is inside it (it handles its own).
      if (document.querySelector('[role="dialog"]:not([data-calculator]), [role="alertdialog"]')) return;
      if (event.target instanceof Element && event.target.closest('[data-calculator]')) return;
      const h = ref.current;
      const choice = BY_CODE[event.code];
      const onControl = event.target instanceof HTMLElement && ['BUTTON', 'A'].includes(event.target.tagName);
      let handled = true;
      if (choice) {
        if (event.shiftKey) h.strike(choice);
        else h.choose(choice);
      } else if (event.key === '?') h.help();
      else if (event.shiftKey) handled = false;
      else if (event.key === 'n' || event.key === 'N' || event.key === 'ArrowRight') h.next();
      else if (event.key === 'p' || event.key === 'P' || event.key === 'ArrowLeft') h.previous();
      else if (event.key === 'f' || event.key === 'F') h.flag();
      else if (event.key === 's' || event.key === 'S') h.confidence('sure');
      else if (event.key === 'u' || event.key === 'U') h.confidence('unsure');
      else if (event.key === 'r' || event.key === 'R') h.review();
      else if (event.key === 'Enter' && !onControl) h.check();
      else handled = false;
      if (handled) event.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
