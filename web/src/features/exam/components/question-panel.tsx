import { useRef, useState } from 'react';
import type { AttemptResponse, PresentedQuestion, QuestionReview } from '#shared/api/attempts';
import { choiceIds, type ChoiceId } from '#shared/exam/question';
import { addHighlight, removeHighlightAt, segments } from '../lib/highlights.ts';

/** The character offset of a point inside the stem, counted over its text. */
function offsetWithin(container: HTMLElement, node: Node, offset: number): number {
  const range = document.createRange();
  range.setStart(container, 0);
  range.setEnd(node, offset);
  return range.toString().length;
}

function Stem({ question, response, onHighlights }: { question: PresentedQuestion; response: AttemptResponse; onHighlights: (h: AttemptResponse['highlights']) => void }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [hasSelection, setHasSelection] = useState(false);

  function selectionRange() {
    const selection = window.getSelection();
    const container = ref.current;
    if (!selection || selection.isCollapsed || !container || selection.rangeCount === 0) return null;
    const range = selection.getRangeAt(0);
    if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return null;
    const start = offsetWithin(container, range.startContainer, range.startOffset);
    const end = offsetWithin(container, range.endContainer, range.endOffset);
    return end > start ? { start, end } : null;
  }

  function highlightSelection() {
    const range = selectionRange();
    if (!range) return;
    onHighlights(addHighlight(response.highlights, range));
    window.getSelection()?.removeAllRanges();
    setHasSelection(false);
  }

  return (
    <div className="stem-block">
      <p className="stem" ref={ref} onMouseUp={() => setHasSelection(selectionRange() !== null)} onKeyUp={() => setHasSelection(selectionRange() !== null)}>
        {segments(question.stem, response.highlights).map((segment) =>
          segment.highlighted ? (
            <mark key={segment.start} title="Click to remove the highlight" onClick={() => onHighlights(removeHighlightAt(response.highlights, segment.start))}>
              {segment.text}
            </mark>
          ) : (
            <span key={segment.start}>{segment.text}</span>
          ),
        )}
      </p>
      <div className="stem-tools">
        <button type="button" className="chip" onMouseDown={(e) => e.preventDefault()} onClick={highlightSelection} disabled={!hasSelection}>
          Highlight selection
        </button>
        {response.highlights.length > 0 && (
          <button type="button" className="chip" onClick={() => onHighlights([])}>
            Clear highlights
          </button>
        )}
      </div>
    </div>
  );
}

export interface QuestionPanelProps {
  question: PresentedQuestion;
  response: AttemptResponse;
  review: QuestionReview | undefined;
  tutor: boolean;
  /** Tutor mode: the choice picked but not yet checked. */
  pendingChoice: ChoiceId | null;
  checking: boolean;
  onChoose: (choice: ChoiceId) => void;
  onCheck: () => void;
  onToggleStrike: (choice: ChoiceId) => void;
  onToggleFlag: () => void;
  onConfidence: (value: 'sure' | 'unsure' | null) => void;
  onHighlights: (highlights: AttemptResponse['highlights']) => void;
}

/** One question: the stem (with highlights), four large choices with strike-through, flag and confidence. */
export function QuestionPanel(props: QuestionPanelProps) {
  const { question, response, review, tutor, pendingChoice, checking } = props;
  const locked = tutor && review !== undefined;
  const selected = tutor && !locked ? pendingChoice : response.choice;

  return (
    <article className="question-panel" aria-labelledby={`q-${question.id}-title`}>
      <header className="question-head">
        <h2 id={`q-${question.id}-title`}>Question {question.number}</h2>
        <span className="topic-badge">{question.topic}</span>
        <button type="button" className={`flag-button${response.flagged ? ' is-on' : ''}`} aria-pressed={response.flagged} onClick={props.onToggleFlag}>
          <span aria-hidden="true">⚑</span> {response.flagged ? 'Flagged' : 'Flag for review'}
        </button>
      </header>

      <Stem question={question} response={response} onHighlights={props.onHighlights} />

      <div className="choices" role="group" aria-label={`Answer choices for question ${question.number}`}>
        {choiceIds.map((id) => {
          const struck = response.struckOut.includes(id);
          const isSelected = selected === id;
          const isCorrect = review?.correctChoice === id;
          const classes = ['choice', isSelected && 'is-selected', struck && 'is-struck', locked && isCorrect && 'is-correct', locked && isSelected && !isCorrect && 'is-wrong']
            .filter(Boolean)
            .join(' ');
          return (
            <div key={id} className="choice-row">
              <button
                type="button"
                className={classes}
                aria-pressed={isSelected}
                disabled={locked}
                onClick={() => props.onChoose(id)}
                data-choice={id}
              >
                <span className="choice-letter" aria-hidden="true">
                  {id}
                </span>
                <span className="choice-text">
                  <span className="visually-hidden">{`${id}. `}</span>
                  {question.choices[id]}
                  {struck && <span className="visually-hidden"> (struck out)</span>}
                  {locked && isCorrect && <span className="choice-verdict"> Correct answer</span>}
                  {locked && isSelected && !isCorrect && <span className="choice-verdict"> Your answer</span>}
                </span>
              </button>
              <button
                type="button"
                className={`strike-button${struck ? ' is-on' : ''}`}
                aria-pressed={struck}
                aria-label={`Strike out choice ${id}`}
                title={`Strike out ${id} (Shift+${id})`}
                onClick={() => props.onToggleStrike(id)}
              >
                {/* An icon, not text, so the button's name is its label alone. */}
                <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  <path d="M4 12h16" />
                  <path d="M16 7c-1-1.5-2.5-2-4-2-2.5 0-4 1.3-4 3 0 1.5 1 2.3 3 3M8 17c1 1.5 2.5 2 4 2 2.5 0 4-1.3 4-3 0-.6-.2-1.1-.5-1.5" />
                </svg>
              </button>
              {locked && review && <p className="choice-explanation">{review.explanations[id]}</p>}
            </div>
          );
        })}
      </div>

      {tutor && !locked && (
        <button type="button" className="button check-button" disabled={pendingChoice === null || checking} onClick={props.onCheck}>
          {checking ? 'Checking...' : 'Submit Answer'}
        </button>
      )}
      {locked && review && (
        <div className="tutor-review" role="status">
          <p>
            <strong>{response.choice === review.correctChoice ? 'Correct.' : `Incorrect. The answer is ${review.correctChoice}.`}</strong>
          </p>
          <p className="muted">
            {review.ruleReference}
            {review.openBookLocation ? ` · ${review.openBookLocation}` : ''}
          </p>
        </div>
      )}

      <div className="confidence" role="group" aria-label="How sure are you?">
        <span className="muted">How sure are you?</span>
        {(['sure', 'unsure'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={`chip${response.confidence === value ? ' is-on' : ''}`}
            aria-pressed={response.confidence === value}
            onClick={() => props.onConfidence(response.confidence === value ? null : value)}
          >
            {value === 'sure' ? 'Sure' : 'Unsure'}
          </button>
        ))}
      </div>
    </article>
  );
}
