import type { AttemptResponse, PresentedQuestion } from '#shared/api/attempts';

export function questionState(response: AttemptResponse | undefined): { answered: boolean; flagged: boolean } {
  return { answered: (response?.choice ?? null) !== null, flagged: response?.flagged ?? false };
}

/** The grid of the part's questions: answered, unanswered, flagged and current, in shape and words as well as colour. */
export function Navigator({
  questions,
  responses,
  currentIndex,
  start,
  onGo,
}: {
  questions: PresentedQuestion[];
  responses: Record<string, AttemptResponse>;
  currentIndex: number;
  start: number;
  onGo: (index: number) => void;
}) {
  const answered = questions.filter((q) => questionState(responses[q.id]).answered).length;
  const flagged = questions.filter((q) => questionState(responses[q.id]).flagged).length;
  return (
    <nav className="navigator" aria-label="Questions">
      <p className="navigator-summary">
        <strong>{answered}</strong> of {questions.length} answered{flagged ? ` · ${flagged} flagged` : ''}
      </p>
      <ol className="navigator-grid">
        {questions.map((question, offset) => {
          const index = start + offset;
          const { answered: isAnswered, flagged: isFlagged } = questionState(responses[question.id]);
          const current = index === currentIndex;
          const label = `Question ${question.number}: ${isAnswered ? 'answered' : 'unanswered'}${isFlagged ? ', flagged' : ''}`;
          return (
            <li key={question.id}>
              <button
                type="button"
                className={['nav-cell', isAnswered ? 'is-answered' : 'is-unanswered', isFlagged && 'is-flagged', current && 'is-current'].filter(Boolean).join(' ')}
                aria-label={label}
                aria-current={current ? 'step' : undefined}
                onClick={() => onGo(index)}
              >
                {question.number}
                {isFlagged && (
                  <span className="nav-flag" aria-hidden="true">
                    ⚑
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className="navigator-legend" aria-label="Legend">
        <li>
          <span className="nav-cell nav-sample is-answered" aria-hidden="true" /> Answered
        </li>
        <li>
          <span className="nav-cell nav-sample is-unanswered" aria-hidden="true" /> Unanswered
        </li>
        <li>
          <span className="nav-cell nav-sample is-unanswered" aria-hidden="true">
            <span className="nav-flag">⚑</span>
          </span>{' '}
          Flagged
        </li>
        <li>
          <span className="nav-cell nav-sample is-current" aria-hidden="true" /> Current
        </li>
      </ul>
    </nav>
  );
}
