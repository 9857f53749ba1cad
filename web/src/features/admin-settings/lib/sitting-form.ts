import { sittingDeadlineFields, sittingProblems, type Sitting } from '#shared/api/sittings';

/** The sitting dialog's fields: text as typed (dates as the date inputs give them, '' when empty). */
export type DeadlineField = (typeof sittingDeadlineFields)[number];
export type City = Sitting['locations'][number]['city'];

export interface LocationForm {
  included: boolean;
  venue: string;
  address: string;
  parking: string;
}

export type SittingForm = {
  type: Sitting['type'] | '';
  name: string;
  examDate: string;
} & Record<DeadlineField, string> &
  Record<City, LocationForm>;

export type FormErrors = Partial<Record<'type' | 'name' | 'examDate' | DeadlineField | `${City}.venue`, string>>;

export const CITIES: { city: City; label: string }[] = [
  { city: 'toronto', label: 'Toronto' },
  { city: 'ottawa', label: 'Ottawa' },
];

export const DEADLINE_LABELS: Record<DeadlineField, string> = {
  registrationDeadline: 'Registration deadline',
  applicationDeadline: 'Application deadline',
  accommodationDeadline: 'Accommodation request deadline',
  defeatDeadline: 'Defeat deadline',
  studyMaterialDate: 'Study materials available',
};

const emptyLocation: LocationForm = { included: false, venue: '', address: '', parking: '' };

export function formFromSitting(sitting: Sitting | null): SittingForm {
  const location = (city: City): LocationForm => {
    const found = sitting?.locations.find((l) => l.city === city);
    return found ? { included: true, venue: found.venue, address: found.address ?? '', parking: found.parking ?? '' } : { ...emptyLocation };
  };
  const deadlines = Object.fromEntries(sittingDeadlineFields.map((field) => [field, sitting?.[field] ?? ''])) as Record<DeadlineField, string>;
  return { type: sitting?.type ?? '', name: sitting?.name ?? '', examDate: sitting?.examDate ?? '', ...deadlines, toronto: location('toronto'), ottawa: location('ottawa') };
}

export function sittingFromForm(form: SittingForm, id: string): Sitting {
  const deadlines = Object.fromEntries(sittingDeadlineFields.map((field) => [field, form[field] || null])) as Record<DeadlineField, string | null>;
  return {
    id,
    name: form.name.trim(),
    type: form.type === '' ? 'barrister' : form.type,
    examDate: form.examDate,
    ...deadlines,
    locations: CITIES.filter(({ city }) => form[city].included).map(({ city }) => ({
      city,
      venue: form[city].venue.trim(),
      address: form[city].address.trim() || null,
      parking: form[city].parking.trim() || null,
    })),
  };
}

/** What the admin must fix before saving: the API's own rules (sittingProblems), plus what is required. */
export function formErrors(form: SittingForm): FormErrors {
  const errors: FormErrors = {};
  if (form.type === '') errors.type = 'Choose the exam';
  if (form.name.trim() === '') errors.name = 'Enter the name candidates see, such as "Fall 2027 Barrister Exam"';
  if (form.examDate === '') errors.examDate = 'Enter the exam date';
  for (const { city, label } of CITIES) {
    if (form[city].included && form[city].venue.trim() === '') errors[`${city}.venue`] = `Enter the ${label} venue, or untick ${label}`;
  }
  if (form.examDate !== '') {
    for (const problem of sittingProblems(sittingFromForm(form, 'draft'))) {
      if (problem.field in DEADLINE_LABELS) errors[problem.field as DeadlineField] = `${DEADLINE_LABELS[problem.field as DeadlineField]} must be before the exam date`;
    }
  }
  return errors;
}

/** A new sitting's id, from its name ("Fall 2027 Barrister Exam" → "fall-2027-barrister-exam"), unique in the list. */
export function newSittingId(name: string, type: Sitting['type'], taken: ReadonlySet<string>): string {
  let base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  if (base.length < 3) base = `${base ? `${base}-` : ''}${type}`;
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}
