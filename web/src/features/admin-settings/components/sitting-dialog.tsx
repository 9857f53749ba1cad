import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Sitting } from '#shared/api/sittings';
import { Modal } from '../../../components/dialog.tsx';
import { CITIES, DEADLINE_LABELS, formErrors, formFromSitting, type DeadlineField, type FormErrors, type SittingForm } from '../lib/sitting-form.ts';

const DEADLINES: DeadlineField[] = ['registrationDeadline', 'applicationDeadline', 'accommodationDeadline', 'defeatDeadline', 'studyMaterialDate'];

/** One labelled input with its error, wired for screen readers (aria-invalid, aria-describedby). */
function Field({ label, error, hint, children }: { label: string; error?: string; hint?: string; children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode }) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described })}
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Add or edit one sitting: the exam, the name candidates see, the dates and where it is held.
 * The rules the API applies are checked here first, so a mistake is shown next to its field.
 */
export function SittingDialog({
  sitting,
  onClose,
  onSave,
  saving,
  problem,
}: {
  /** null: a new sitting. */
  sitting: Sitting | null;
  onClose: () => void;
  onSave: (form: SittingForm) => void;
  saving: boolean;
  /** Why the last save failed (a conflict, the server's refusal), with what to do about it. */
  problem: ReactNode;
}) {
  const [form, setForm] = useState<SittingForm>(() => formFromSitting(sitting));
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const formId = useId();

  function update(next: SittingForm) {
    setForm(next);
    // Once the admin has tried to save, errors follow their typing.
    if (submitted) setErrors(formErrors(next));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    setSubmitted(true);
    const found = formErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Take the admin to the first field to fix.
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onSave(form);
  }

  const title = sitting ? `Edit ${sitting.name}` : 'Add a sitting';
  return (
    <Modal open onOpenChange={(open) => !open && !saving && onClose()} title={title} description="Candidates see these dates on their dashboard countdown and the exam dates page." wide>
      <form id={formId} className="admin-form" onSubmit={submit} noValidate>
        <div className="admin-form-grid">
          <Field label="Exam" error={errors.type}>
            {(props) => (
              <select {...props} value={form.type} onChange={(e) => update({ ...form, type: e.target.value as SittingForm['type'] })}>
                <option value="">Choose...</option>
                <option value="barrister">Barrister</option>
                <option value="solicitor">Solicitor</option>
              </select>
            )}
          </Field>
          <Field label="Exam date" error={errors.examDate}>
            {(props) => <input {...props} type="date" value={form.examDate} onChange={(e) => update({ ...form, examDate: e.target.value })} />}
          </Field>
        </div>
        <Field label="Name" error={errors.name} hint='As candidates see it, such as "Fall 2027 Barrister Exam".'>
          {(props) => <input {...props} type="text" maxLength={100} value={form.name} onChange={(e) => update({ ...form, name: e.target.value })} />}
        </Field>

        <fieldset>
          <legend>Deadlines (optional)</legend>
          <div className="admin-form-grid">
            {DEADLINES.map((field) => (
              <Field key={field} label={DEADLINE_LABELS[field]} error={errors[field]}>
                {(props) => <input {...props} type="date" value={form[field]} onChange={(e) => update({ ...form, [field]: e.target.value })} />}
              </Field>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend>Where</legend>
          {CITIES.map(({ city, label }) => (
            <div key={city} className="admin-location">
              <label className="checkbox">
                <input type="checkbox" checked={form[city].included} onChange={(e) => update({ ...form, [city]: { ...form[city], included: e.target.checked } })} />
                Held in {label}
              </label>
              {form[city].included && (
                <div className="admin-form-grid">
                  <Field label={`${label} venue`} error={errors[`${city}.venue`]}>
                    {(props) => <input {...props} type="text" maxLength={120} value={form[city].venue} onChange={(e) => update({ ...form, [city]: { ...form[city], venue: e.target.value } })} />}
                  </Field>
                  <Field label={`${label} address (optional)`}>
                    {(props) => <input {...props} type="text" maxLength={200} value={form[city].address} onChange={(e) => update({ ...form, [city]: { ...form[city], address: e.target.value } })} />}
                  </Field>
                  <Field label={`${label} parking and transit (optional)`}>
                    {(props) => <input {...props} type="text" maxLength={300} value={form[city].parking} onChange={(e) => update({ ...form, [city]: { ...form[city], parking: e.target.value } })} />}
                  </Field>
                </div>
              )}
            </div>
          ))}
        </fieldset>

        {problem && (
          <div className="admin-alert" role="alert">
            {problem}
          </div>
        )}
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={saving}>
            {saving ? 'Saving...' : sitting ? 'Save sitting' : 'Add sitting'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
