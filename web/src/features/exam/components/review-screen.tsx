import type { AttemptResponse, PresentedQuestion } from '#shared/api/attempts';
import { questionState } from './navigator.tsx';

function QuestionLinks({ label, questions, start, all, onGo }: { label: string; questions: PresentedQuestion[]; start: number; all: PresentedQuestion[]; onGo: (index: number) => void }) {
  return (
    <section className="review-list" aria-label={label}>
      <h3>
        {label} ({questions.length})
      </h3>
      {questions.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <ul>
          {questions.map((question) => (
            <li key={question.id}>
              <button type="button" className="chip" onClick={() => onGo(start + all.indexOf(question))}>
                Question {question.number}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Before submitting: what is still unanswered or flagged, each a link back to the question. */
export function ReviewScreen({
  questions,
  responses,
  start,
  partLabel,
  isLastPart,
  onGo,
  onBack,
  onSubmit,
}: {
  questions: PresentedQuestion[];
  responses: Record<string, AttemptResponse>;
  start: number;
  partLabel: string | null;
  isLastPart: boolean;
  onGo: (index: number) => void;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const unanswered = questions.filter((q) => !questionState(responses[q.id]).answered);
  const flagged = questions.filter((q) => questionState(responses[q.id]).flagged);
  const submitLabel = partLabel && !isLastPart ? `Submit ${partLabel}` : 'Submit Exam';
  return (
    <section className="review-screen" aria-labelledby="review-heading">
      <h2 id="review-heading">Review {partLabel ?? 'your answers'} before submitting</h2>
      <p>
        You have answered <strong>{questions.length - unanswered.length}</strong> of {questions.length} questions
        {flagged.length ? (
          <>
            {' '}
            and flagged <strong>{flagged.length}</strong> for review
          </>
        ) : null}
        .
      </p>
      {partLabel && !isLastPart && <p className="notice">Once you submit {partLabel}, you cannot return to its questions.</p>}
      <div className="review-lists">
        <QuestionLinks label="Unanswered" questions={unanswered} start={start} all={questions} onGo={onGo} />
        <QuestionLinks label="Flagged" questions={flagged} start={start} all={questions} onGo={onGo} />
      </div>
      <div className="review-actions">
        <button type="button" className="button button-secondary" onClick={onBack}>
          Return to Questions
        </button>
        <button type="button" className="button" onClick={onSubmit}>
          {submitLabel}
        </button>
      </div>
    </section>
  );
}
