import { useEffect } from 'react';
import type { AttemptSummary } from '#shared/api/attempts';
import { breakAfter } from '#shared/exam/timing';
import { formatClock, formatDuration } from '../hooks/use-server-clock.ts';

/** Between parts: the part just submitted is locked; the next starts when the candidate is ready or the break ends. */
export function BreakScreen({
  attempt,
  now,
  starting,
  onStart,
  onBreakOver,
}: {
  attempt: AttemptSummary;
  now: number;
  starting: boolean;
  onStart: () => void;
  onBreakOver: () => void;
}) {
  const next = attempt.parts[attempt.currentPart];
  // Rounding up (and a server clock a moment ahead) must not show more than the break itself.
  const longest = breakAfter(attempt.parts, attempt.currentPart - 1);
  const remaining = attempt.breakEndsAt ? Math.min(longest, Math.max(0, Math.ceil((Date.parse(attempt.breakEndsAt) - now) / 1000))) : 0;
  const over = remaining <= 0;
  useEffect(() => {
    if (over) onBreakOver();
  }, [over, onBreakOver]);

  return (
    <section className="break-screen card" aria-labelledby="break-heading">
      <p className="eyebrow">{attempt.templateName}</p>
      <h1 id="break-heading">Part {attempt.currentPart} submitted</h1>
      <p>
        Your answers to Part {attempt.currentPart} are saved and locked. Take a break if you like: Part {attempt.currentPart + 1} starts
        when you are ready, or automatically when the break ends.
      </p>
      <p className="break-clock" role="timer" aria-live="off">
        Break time left <strong>{formatClock(remaining)}</strong>
      </p>
      {next && (
        <p className="muted">
          Part {attempt.currentPart + 1} of {attempt.parts.length}: {next.questionCount} questions, {formatDuration(next.durationSeconds)}.
        </p>
      )}
      <button type="button" className="button" onClick={onStart} disabled={starting || over}>
        {starting ? 'Starting...' : `Start Part ${attempt.currentPart + 1} Now`}
      </button>
    </section>
  );
}
