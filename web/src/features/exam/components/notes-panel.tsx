import { NOTES_MAX_LENGTH } from '#shared/api/attempts';

/** A scratch pad for the attempt, saved in the background with everything else. */
export function NotesPanel({ notes, onChange, onClose }: { notes: string; onChange: (text: string) => void; onClose: () => void }) {
  return (
    <aside className="notes-panel" aria-labelledby="notes-heading">
      <div className="notes-head">
        <h2 id="notes-heading">Notes</h2>
        <button type="button" className="link-button" onClick={onClose}>
          Close
        </button>
      </div>
      <label htmlFor="exam-notes" className="visually-hidden">
        Your notes for this attempt
      </label>
      <textarea
        id="exam-notes"
        value={notes}
        maxLength={NOTES_MAX_LENGTH}
        placeholder="Jot down rules, calculations or questions to revisit. Only you can see these."
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
        autoFocus
      />
      <p className="hint">
        {notes.length.toLocaleString()} / {NOTES_MAX_LENGTH.toLocaleString()} characters. Your notes stay with this attempt and show again in the review.
      </p>
    </aside>
  );
}
