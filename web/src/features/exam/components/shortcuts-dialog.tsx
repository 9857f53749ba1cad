import { Modal } from '../../../components/dialog.tsx';

const SHORTCUTS: [string, string][] = [
  ['1–4 or A–D', 'Choose an answer'],
  ['Shift + 1–4 or Shift + A–D', 'Strike out a choice (again to undo)'],
  ['N or →', 'Next question (on the last one: review)'],
  ['P or ←', 'Previous question'],
  ['F', 'Flag or unflag for review'],
  ['S / U', 'Mark your answer as sure / unsure'],
  ['Enter', 'Tutor mode: submit the chosen answer'],
  ['R', 'Review before submitting'],
  ['?', 'Show these shortcuts'],
];

export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Keyboard shortcuts" description="Shortcuts work whenever you are not typing in the notes.">
      <dl className="shortcut-list">
        {SHORTCUTS.map(([keys, action]) => (
          <div key={keys}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
