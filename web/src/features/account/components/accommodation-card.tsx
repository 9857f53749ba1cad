import type { MeResponse } from '#shared/api/me';
import { TIME_MULTIPLIERS } from '#shared/exam/timing';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { useUpdateProfile } from '../api/account.ts';

const LABELS: Record<number, string> = { 1: 'Standard time', 1.25: 'Time and a quarter (1.25x)', 1.5: 'Time and a half (1.5x)', 2: 'Double time (2x)' };

/** The time accommodation the candidate has been granted, so practice runs on the same clock as the real exam. */
export function AccommodationCard({ me }: { me: MeResponse }) {
  const toast = useToast();
  const update = useUpdateProfile();
  return (
    <section className="card" aria-labelledby="accommodation-heading">
      <h2 id="accommodation-heading">Exam time accommodation</h2>
      <p className="muted">
        If the Law Society has granted you extra time, practise with it: new timed exams and quizzes use this. Attempts already started keep their time.
      </p>
      <label htmlFor="time-multiplier" className="field-label">
        Time allowed
      </label>
      <select
        id="time-multiplier"
        className="select"
        value={me.timeMultiplier}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate(
            { timeMultiplier: Number(event.target.value) },
            {
              onSuccess: (saved) => toast({ title: 'Accommodation Saved', description: `${LABELS[saved.timeMultiplier] ?? saved.timeMultiplier} for new exams.` }),
              onError: (error) => toast({ title: 'Not Saved', description: error.message, variant: 'destructive' }),
            },
          )
        }
      >
        {TIME_MULTIPLIERS.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </select>
    </section>
  );
}
