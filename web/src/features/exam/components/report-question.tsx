import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  QUESTION_REPORT_COMMENT_MAX,
  questionReportReasonLabels,
  questionReportReasons,
  type QuestionReportReason,
} from '#shared/api/question-reports';
import { Modal } from '../../../components/dialog.tsx';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { useReportQuestion } from '../api/question-reports.ts';

export interface ReportQuestionProps {
  attemptId: string;
  questionId: string;
  /** The question's number in the attempt, as the screen shows it. */
  questionNumber: number;
  reported: boolean;
  /** Runs before the report is sent (the exam screen sends the saved answer first). */
  beforeSubmit?: () => Promise<unknown>;
}

/**
 * "Report a problem": a dialog with the reasons as radio buttons and a comment (required for
 * "Something else"), sent to the server, which keeps it for the content team. Once sent, or if it
 * had been before, the button reads "Reported".
 */
export function ReportQuestion({ attemptId, questionId, questionNumber, reported, beforeSubmit }: ReportQuestionProps) {
  const toast = useToast();
  const report = useReportQuestion(attemptId);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<QuestionReportReason | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const wasOpen = useRef(false);

  // The dialog has no Radix trigger: give focus back to the button when it closes.
  useEffect(() => {
    if (wasOpen.current && !open) requestAnimationFrame(() => button.current?.focus());
    wasOpen.current = open;
  }, [open]);

  function openDialog() {
    if (reported) return;
    setReason(null);
    setComment('');
    setError('');
    setOpen(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const trimmed = comment.trim();
    // The server checks the same; saying it here spares a round trip.
    if (!reason || (reason === 'other' && !trimmed)) {
      setError(reason ? 'Tell us what is wrong with the question.' : 'Choose what is wrong with the question.');
      return;
    }
    setError('');
    setSending(true);
    try {
      await beforeSubmit?.();
      await report.mutateAsync({ questionId, reason, ...(trimmed ? { comment: trimmed } : {}) });
      setOpen(false);
      toast({ title: 'Thanks for your report', description: `Our content team will review question ${questionNumber}.` });
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Your report was not sent. Please try again.');
    } finally {
      setSending(false);
    }
  }

  const idBase = `report-${questionId}`;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`chip report-button${reported ? ' is-done' : ''}`}
        aria-label={reported ? `Reported: question ${questionNumber}` : `Report a problem with question ${questionNumber}`}
        aria-disabled={reported || undefined}
        onClick={openDialog}
      >
        {reported ? (
          <>
            <span aria-hidden="true">✓</span> Reported
          </>
        ) : (
          <>
            <span aria-hidden="true">⚐</span> Report a problem
          </>
        )}
      </button>
      <Modal
        open={open}
        onOpenChange={(next) => !sending && setOpen(next)}
        title={`Report a problem with question ${questionNumber}`}
        description="Tell us what is wrong. The content team reads every report and corrects the question if needed."
      >
        <form className="report-form" onSubmit={(event) => void submit(event)} noValidate>
          <fieldset className="mode-choice" aria-describedby={error ? `${idBase}-error` : undefined}>
            <legend>What is wrong?</legend>
            {questionReportReasons.map((value) => (
              <label key={value}>
                <input type="radio" name={`${idBase}-reason`} value={value} checked={reason === value} onChange={() => setReason(value)} disabled={sending} />
                <span>{questionReportReasonLabels[value]}</span>
              </label>
            ))}
          </fieldset>
          <label className="field-label" htmlFor={`${idBase}-comment`}>
            {reason === 'other' ? 'Comment' : 'Comment (optional)'}
          </label>
          <textarea
            id={`${idBase}-comment`}
            className="report-comment"
            value={comment}
            maxLength={QUESTION_REPORT_COMMENT_MAX}
            rows={4}
            onChange={(event) => setComment(event.target.value)}
            disabled={sending}
            aria-describedby={`${idBase}-count`}
            placeholder="What should it say, and where did you check? (Please do not include personal information.)"
          />
          <p className="hint" id={`${idBase}-count`}>
            {comment.length} / {QUESTION_REPORT_COMMENT_MAX} characters
          </p>
          {error && (
            <p className="field-error" id={`${idBase}-error`} role="alert">
              {error}
            </p>
          )}
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={() => setOpen(false)} disabled={sending}>
              Cancel
            </button>
            <button type="submit" className="button" disabled={sending} aria-busy={sending || undefined}>
              {sending ? 'Sending...' : 'Submit Report'}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
