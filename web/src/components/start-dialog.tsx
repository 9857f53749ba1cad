import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { AttemptMode } from '#shared/exam/timing';
import { breakAfter, planParts, tutorModeAllowed } from '#shared/exam/timing';
import type { ExamType } from '#shared/catalogue';
import type { ContentItem } from '#shared/api/content';
import { Modal } from './dialog.tsx';
import { useToast } from './toast/toast-context.tsx';
import { useStartAttempt } from '../api/content.ts';

function duration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h${m ? ` ${m} min` : ''}` : `${m} min`;
}

/** Before starting: what the attempt will be (questions, time, parts) and, for quizzes, timed or tutor mode. */
export function StartDialog({ item, restart, timeMultiplier, onClose }: { item: ContentItem; restart: boolean; timeMultiplier: number; onClose: () => void }) {
  const navigate = useNavigate();
  const toast = useToast();
  const start = useStartAttempt();
  const examType = item.examType as ExamType;
  const tutorAllowed = tutorModeAllowed(examType);
  const [mode, setMode] = useState<AttemptMode>('timed');
  const parts = planParts({ examType, numberOfQuestions: item.questionCount, durationMinutes: item.durationMinutes, format: item.format }, 'timed', timeMultiplier);

  function handleStart() {
    start.mutate(
      { examTemplateId: item.contentItemId, mode, ...(restart ? { restart: true } : {}) },
      {
        onSuccess: (attempt) => navigate(`/exam-session/${attempt.id}`),
        onError: (error) => toast({ title: 'Failed to start practice session', description: error.message, variant: 'destructive' }),
      },
    );
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`${restart ? 'Retake' : 'Start'} ${item.name}`} description={item.description}>
      <ul className="start-facts">
        <li>
          <strong>{item.questionCount}</strong> questions
        </li>
        {mode === 'timed' ? (
          <li>
            <strong>{duration(parts.reduce((sum, p) => sum + p.durationSeconds, 0))}</strong> in all
            {timeMultiplier !== 1 && <> (with your {timeMultiplier}x time accommodation)</>}
          </li>
        ) : (
          <li>Untimed: take as long as you need</li>
        )}
        {parts.length > 1 && mode === 'timed' && (
          <li>
            {parts.length} parts of {parts[0]?.questionCount} questions, {duration(parts[0]?.durationSeconds ?? 0)} each, with an optional break of up to{' '}
            {duration(breakAfter(parts, 0))} between them. A part is locked once you submit it.
          </li>
        )}
        {restart && <li>Your unfinished attempt at this test will be closed without a score.</li>}
      </ul>
      {tutorAllowed && (
        <fieldset className="mode-choice">
          <legend>Mode</legend>
          <label>
            <input type="radio" name="mode" value="timed" checked={mode === 'timed'} onChange={() => setMode('timed')} />
            <span>
              <strong>Timed</strong> — like the real exam: answers and explanations once you submit.
            </span>
          </label>
          <label>
            <input type="radio" name="mode" value="tutor" checked={mode === 'tutor'} onChange={() => setMode('tutor')} />
            <span>
              <strong>Tutor</strong> — see the correct answer and the explanation after each question. Your first answer is final.
            </span>
          </label>
        </fieldset>
      )}
      <p className="hint">
        Answers save as you go; you can leave and resume on any device. Time accommodation: <Link to="/account">change it in your account</Link>.
      </p>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button" onClick={handleStart} disabled={start.isPending} autoFocus>
          {start.isPending ? 'Starting...' : restart ? 'Start Again' : 'Start'}
        </button>
      </div>
    </Modal>
  );
}
