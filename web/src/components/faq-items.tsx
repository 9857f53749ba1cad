import type { ReactNode } from 'react';
import './faq-items.css';

export interface FaqEntry {
  question: string;
  answer: ReactNode;
}

/** Questions and answers as native disclosures: keyboard and screen-reader friendly without script. */
export function FaqItems({ entries, onToggle }: { entries: FaqEntry[]; onToggle?: (index: number, open: boolean) => void }) {
  return (
    <ul className="faq-list">
      {entries.map((entry, index) => (
        <li key={entry.question}>
          <details className="faq-item" onToggle={(event) => onToggle?.(index, event.currentTarget.open)}>
            <summary>{entry.question}</summary>
            <div>{entry.answer}</div>
          </details>
        </li>
      ))}
    </ul>
  );
}
