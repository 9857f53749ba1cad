import { useState } from 'react';
import type { Sitting, SittingsResponse } from '#shared/api/sittings';
import { countdownLabel, daysUntil, NEXT_SITTING_NOT_PUBLISHED, upcoming } from '#shared/exam-sittings';
import { ConfirmDialog } from '../../../components/dialog.tsx';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useSaveSittings } from '../api/admin-settings.ts';
import { dateText } from '../lib/dates.ts';
import { CITIES, newSittingId, sittingFromForm, type SittingForm } from '../lib/sitting-form.ts';
import { SittingDialog } from './sitting-dialog.tsx';

export const SITTINGS_CONFLICT = 'The sittings were changed by someone else since you loaded this page. Reload to see their change, then make yours again.';

type Problem = { kind: 'conflict' } | { kind: 'error'; message: string } | null;

const examLabel = (type: Sitting['type']) => (type === 'barrister' ? 'Barrister' : 'Solicitor');

function ProblemText({ problem, onReload, reloading }: { problem: NonNullable<Problem>; onReload: () => void; reloading: boolean }) {
  if (problem.kind === 'error') return <p>{problem.message}</p>;
  return (
    <>
      <p>
        <strong>Changed by someone else.</strong> {SITTINGS_CONFLICT}
      </p>
      <button type="button" className="button button-secondary" onClick={onReload} disabled={reloading}>
        {reloading ? 'Reloading...' : 'Reload sittings'}
      </button>
    </>
  );
}

/**
 * The exam sittings: a table with add, edit and remove. Each change sends the whole list with
 * the version it was based on (PUT /api/admin/sittings), so an edit made meanwhile by someone
 * else is never overwritten: the admin is asked to reload instead.
 */
export function SittingsSection({ sittings, onReload }: { sittings: SittingsResponse; onReload: () => Promise<unknown> }) {
  const save = useSaveSittings();
  const toast = useToast();
  const [editing, setEditing] = useState<Sitting | 'new' | null>(null);
  const [removing, setRemoving] = useState<Sitting | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [reloading, setReloading] = useState(false);
  const list = sittings.sittings;
  const now = new Date();
  const ahead = upcoming(list, now);

  async function reload() {
    setReloading(true);
    try {
      await onReload();
      setProblem(null);
    } finally {
      setReloading(false);
    }
  }

  function replace(next: Sitting[], done: { title: string; description: string }, after: () => void) {
    setProblem(null);
    save.mutate(
      { sittings: next, expectedUpdatedAt: sittings.updatedAt },
      {
        onSuccess: () => {
          toast(done);
          after();
        },
        onError: (error) => {
          const found: NonNullable<Problem> = error instanceof ApiError && error.status === 409 ? { kind: 'conflict' } : { kind: 'error', message: error.message };
          setProblem(found);
          // A removal's question closes so the problem shows; a dialog's form stays open, with it.
          setRemoving(null);
          toast({ title: 'Not saved', description: found.kind === 'conflict' ? 'Changed by someone else: reload and try again.' : found.message, variant: 'destructive' });
        },
      },
    );
  }

  function saveSitting(form: SittingForm) {
    if (editing === 'new') {
      const sitting = sittingFromForm(form, newSittingId(form.name, form.type || 'barrister', new Set(list.map((s) => s.id))));
      replace([...list, sitting], { title: 'Sitting added', description: `${sitting.name}, ${dateText(sitting.examDate)}` }, () => setEditing(null));
    } else if (editing) {
      if (!list.some((s) => s.id === editing.id)) {
        setProblem({ kind: 'error', message: 'Someone else removed this sitting after you opened it. Cancel to see the current list.' });
        return;
      }
      const sitting = sittingFromForm(form, editing.id);
      replace(
        list.map((s) => (s.id === editing.id ? sitting : s)),
        { title: 'Sitting saved', description: `${sitting.name}, ${dateText(sitting.examDate)}` },
        () => setEditing(null),
      );
    }
  }

  function remove(sitting: Sitting) {
    replace(
      list.filter((s) => s.id !== sitting.id),
      { title: 'Sitting removed', description: sitting.name },
      () => setRemoving(null),
    );
  }

  const problemNode = problem && <ProblemText problem={problem} onReload={() => void reload()} reloading={reloading} />;

  return (
    <section className="card admin-section" aria-labelledby="sittings-heading">
      <div className="admin-section-head">
        <h2 id="sittings-heading">Exam sittings</h2>
        <button
          type="button"
          className="button"
          onClick={() => {
            setProblem(null);
            setEditing('new');
          }}
        >
          Add sitting
        </button>
      </div>
      <p className="muted">The dashboard countdown and the exam dates page show these. Add each sitting as soon as the Law Society of Ontario publishes its dates.</p>
      {ahead.length === 0 && (
        <p className="notice" role="status">
          No sitting is in the future: candidates see "{NEXT_SITTING_NOT_PUBLISHED}"
        </p>
      )}
      {problem && !editing && !removing && (
        <div className="admin-alert" role="alert">
          {problemNode}
        </div>
      )}
      {list.length === 0 ? (
        <p className="empty-state">No sittings are listed.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table sittings-table">
            <caption className="visually-hidden">Exam sittings, earliest first</caption>
            <thead>
              <tr>
                <th scope="col">Sitting</th>
                <th scope="col">Exam date</th>
                <th scope="col">Registration deadline</th>
                <th scope="col">Where</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((sitting) => {
                const days = daysUntil(sitting.examDate, now);
                return (
                  <tr key={sitting.id} className={days < 0 ? 'sitting-row-past' : undefined}>
                    <th scope="row">
                      {sitting.name}
                      <span className="muted sitting-exam">{examLabel(sitting.type)}</span>
                    </th>
                    <td data-label="Exam date">
                      <span className="sitting-date">{dateText(sitting.examDate)}</span>{' '}
                      <span className={`status-badge ${days < 0 ? 'status-locked' : 'status-progress'}`}>{days < 0 ? 'Past' : countdownLabel(days)}</span>
                    </td>
                    <td data-label="Registration deadline">{sitting.registrationDeadline ? dateText(sitting.registrationDeadline) : <span className="muted">Not set</span>}</td>
                    <td data-label="Where">
                      {sitting.locations.length ? sitting.locations.map((l) => CITIES.find((c) => c.city === l.city)?.label ?? l.city).join(', ') : <span className="muted">Not set</span>}
                    </td>
                    <td className="row-actions">
                      <div>
                        <button
                          type="button"
                          className="button button-secondary button-compact"
                          aria-label={`Edit ${sitting.name}`}
                          onClick={() => {
                            setProblem(null);
                            setEditing(sitting);
                          }}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className="button button-secondary button-compact"
                          aria-label={`Remove ${sitting.name}`}
                          onClick={() => {
                            setProblem(null);
                            setRemoving(sitting);
                          }}
                        >
                          Remove
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {editing && (
        <SittingDialog
          key={editing === 'new' ? 'new' : editing.id}
          sitting={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
            setProblem(null);
          }}
          onSave={saveSitting}
          saving={save.isPending}
          problem={problemNode}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !save.isPending) setRemoving(null);
        }}
        title={`Remove the ${removing?.name ?? 'sitting'}?`}
        description="Candidates will no longer see it on the countdown or the exam dates page. To undo this, add the sitting again."
        confirmLabel="Remove sitting"
        busy={save.isPending}
        onConfirm={() => removing && remove(removing)}
      />
    </section>
  );
}
