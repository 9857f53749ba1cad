import { useId, useState, type FormEvent } from 'react';
import { supportEmailSchema, type AdminSettingsResponse } from '#shared/api/admin-settings';
import { torontoShortDateTime } from '#shared/toronto-time';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import type { useSaveSettings } from '../api/admin-settings.ts';
import { dateText } from '../lib/dates.ts';
import { dayAfter, lastDayText, torontoMidnight, windowDays, windowState } from '../lib/test-drive-window.ts';

export const SETTINGS_CONFLICT = 'The settings were changed by someone else since you loaded this page. Reload to see their change (your unsaved edits here are discarded), then make yours again.';

interface Form {
  percentOff: string;
  firstDay: string;
  lastDay: string;
  supportEmail: string;
  simulationModeAllowed: boolean;
}

type Errors = Partial<Record<'percentOff' | 'firstDay' | 'lastDay' | 'supportEmail', string>>;

function validate(form: Form): Errors {
  const errors: Errors = {};
  const percent = Number(form.percentOff);
  if (!/^\d+$/.test(form.percentOff.trim()) || percent < 1 || percent > 90) errors.percentOff = 'Enter a whole number from 1 to 90';
  if (form.firstDay === '') errors.firstDay = 'Enter the first day';
  if (form.lastDay === '') errors.lastDay = 'Enter the last day';
  else if (form.firstDay !== '' && form.lastDay < form.firstDay) errors.lastDay = 'The last day must be on or after the first day';
  if (form.supportEmail.trim() !== '') {
    const parsed = supportEmailSchema.safeParse(form.supportEmail);
    if (!parsed.success) errors.supportEmail = parsed.error.issues[0]?.message ?? 'Enter a valid email address';
  }
  return errors;
}

function WindowStatus({ settings }: { settings: AdminSettingsResponse }) {
  const { testDrive } = settings;
  const state = windowState(testDrive, new Date());
  const text =
    state === 'open'
      ? `Running now: candidates who finish the free diagnostic get ${testDrive.percentOff}% off at checkout until the end of ${lastDayText(testDrive)}.`
      : state === 'scheduled'
        ? `Scheduled: ${testDrive.percentOff}% off from ${dateText(windowDays(testDrive).firstDay)} to ${dateText(windowDays(testDrive).lastDay)}, Toronto time.`
        : `Ended ${lastDayText(testDrive)}: no Test Drive discount applies until you set new days.`;
  return (
    <p className={`admin-status admin-status-${state}`} role="status">
      {text}
    </p>
  );
}

/**
 * The Test Drive discount, the support address and simulation mode: one document saved together
 * (PUT /api/admin/settings) with the version it was loaded at, so a change someone else saved
 * meanwhile is a conflict to reload, not something silently overwritten. The page keys this form
 * by that version and owns the save (`save`), so a saved or reloaded document starts a fresh form.
 */
export function SettingsForm({ settings, save, onReload }: { settings: AdminSettingsResponse; save: ReturnType<typeof useSaveSettings>; onReload: () => Promise<unknown> }) {
  const initialDays = windowDays(settings.testDrive);
  const initial: Form = {
    percentOff: String(settings.testDrive.percentOff),
    ...initialDays,
    supportEmail: settings.supportEmail ?? '',
    simulationModeAllowed: settings.simulationModeAllowed,
  };
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<{ kind: 'conflict' } | { kind: 'error'; message: string } | null>(null);
  const [reloading, setReloading] = useState(false);
  const toast = useToast();
  const id = useId();
  const changed = JSON.stringify(form) !== JSON.stringify(initial);

  function update(next: Form) {
    setForm(next);
    if (Object.keys(errors).length) setErrors(validate(next));
  }

  async function reload() {
    setReloading(true);
    try {
      // A new version remounts this form (it is keyed by updatedAt) with what is stored now.
      await onReload();
      setProblem(null);
    } finally {
      setReloading(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setProblem(null);
    // Days left as loaded keep the stored instants exactly; a changed day starts or ends at Toronto midnight.
    const testDrive = {
      percentOff: Number(form.percentOff),
      startsAt: form.firstDay === initialDays.firstDay ? settings.testDrive.startsAt : torontoMidnight(form.firstDay),
      endsAt: form.lastDay === initialDays.lastDay ? settings.testDrive.endsAt : torontoMidnight(dayAfter(form.lastDay)),
    };
    const supportEmail = form.supportEmail.trim() || null;
    save.mutate(
      { testDrive, supportEmail, simulationModeAllowed: form.simulationModeAllowed, expectedUpdatedAt: settings.updatedAt },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Settings saved',
            description: `Test Drive ${saved.testDrive.percentOff}% off; support address ${saved.supportEmail ?? saved.defaultSupportEmail}; simulation mode ${saved.simulationModeAllowed ? 'offered' : 'off'}.`,
          }),
        onError: (error) => {
          const conflict = error instanceof ApiError && error.status === 409;
          setProblem(conflict ? { kind: 'conflict' } : { kind: 'error', message: error.message });
          toast({ title: 'Not saved', description: conflict ? 'Changed by someone else: reload and try again.' : error.message, variant: 'destructive' });
        },
      },
    );
  }

  const field = (name: keyof Errors) => ({
    id: `${id}-${name}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': [errors[name] ? `${id}-${name}-error` : null, `${id}-${name}-hint`].filter(Boolean).join(' '),
  });
  const error = (name: keyof Errors) =>
    errors[name] && (
      <p className="field-error" id={`${id}-${name}-error`}>
        {errors[name]}
      </p>
    );

  return (
    <form className="card admin-section admin-form" aria-labelledby={`${id}-heading`} onSubmit={submit} noValidate>
      <div className="admin-section-head">
        <h2 id={`${id}-heading`}>Product settings</h2>
      </div>

      <fieldset>
        <legend>Test Drive discount</legend>
        <WindowStatus settings={settings} />
        <div className="admin-form-grid">
          <div className="admin-field">
            <label htmlFor={`${id}-percentOff`}>Percentage off</label>
            <input {...field('percentOff')} type="number" inputMode="numeric" min={1} max={90} step={1} value={form.percentOff} onChange={(e) => update({ ...form, percentOff: e.target.value })} />
            <p className="hint" id={`${id}-percentOff-hint`}>
              The landing, pricing and FAQ pages show it.
            </p>
            {error('percentOff')}
          </div>
          <div className="admin-field">
            <label htmlFor={`${id}-firstDay`}>First day</label>
            <input {...field('firstDay')} type="date" value={form.firstDay} onChange={(e) => update({ ...form, firstDay: e.target.value })} />
            <p className="hint" id={`${id}-firstDay-hint`}>
              From midnight, Toronto time.
            </p>
            {error('firstDay')}
          </div>
          <div className="admin-field">
            <label htmlFor={`${id}-lastDay`}>Last day</label>
            <input {...field('lastDay')} type="date" value={form.lastDay} onChange={(e) => update({ ...form, lastDay: e.target.value })} />
            <p className="hint" id={`${id}-lastDay-hint`}>
              Included, to midnight.
            </p>
            {error('lastDay')}
          </div>
        </div>
      </fieldset>

      <fieldset>
        <legend>Support address</legend>
        <div className="admin-field">
          <label htmlFor={`${id}-supportEmail`}>Support email</label>
          <input
            {...field('supportEmail')}
            type="email"
            autoComplete="off"
            maxLength={254}
            placeholder={settings.defaultSupportEmail}
            value={form.supportEmail}
            onChange={(e) => update({ ...form, supportEmail: e.target.value })}
          />
          <p className="hint" id={`${id}-supportEmail-hint`}>
            In every email's footer and on the site's footer, contact, terms and FAQ pages. Leave empty to use the deployment's address, {settings.defaultSupportEmail}.
          </p>
          {error('supportEmail')}
        </div>
      </fieldset>

      <fieldset>
        <legend>Simulation mode</legend>
        <label className="checkbox">
          <input type="checkbox" checked={form.simulationModeAllowed} aria-describedby={`${id}-simulation-hint`} onChange={(e) => update({ ...form, simulationModeAllowed: e.target.checked })} />
          Offer simulation mode on administrators' dashboards
        </label>
        <p className="hint" id={`${id}-simulation-hint`}>
          "Simulate ownership" lets an administrator preview the dashboard as an owner of a pack, in their own browser tab only; nothing is granted. Turn it off to hide it.
        </p>
      </fieldset>

      {problem && (
        <div className="admin-alert" role="alert">
          {problem.kind === 'conflict' ? (
            <>
              <p>
                <strong>Changed by someone else.</strong> {SETTINGS_CONFLICT}
              </p>
              <button type="button" className="button button-secondary" onClick={() => void reload()} disabled={reloading}>
                {reloading ? 'Reloading...' : 'Reload settings'}
              </button>
            </>
          ) : (
            <p>{problem.message}</p>
          )}
        </div>
      )}
      <div className="admin-form-actions">
        <button type="submit" className="button" disabled={save.isPending || !changed}>
          {save.isPending ? 'Saving...' : 'Save settings'}
        </button>
        {changed && !save.isPending && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setForm(initial);
              setErrors({});
            }}
          >
            Discard changes
          </button>
        )}
        {settings.updatedAt && <span className="muted">Last saved {torontoShortDateTime(settings.updatedAt)}</span>}
      </div>
    </form>
  );
}
