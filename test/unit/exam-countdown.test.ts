import { describe, expect, it } from 'vitest';
import { putSittingsRequestSchema, sittingProblems, type Sitting } from '#shared/api/sittings';
import { examCountdown, NEXT_SITTING_NOT_PUBLISHED } from '#shared/exam-sittings';
import { dayAfter, torontoMidnight, windowDays } from '../../web/src/features/admin-settings/lib/test-drive-window.ts';
import { newSittingId } from '../../web/src/features/admin-settings/lib/sitting-form.ts';

const sitting = (id: string, type: Sitting['type'], examDate: string, extra: Partial<Sitting> = {}): Sitting => ({
  id,
  name: id,
  type,
  examDate,
  studyMaterialDate: null,
  applicationDeadline: null,
  accommodationDeadline: null,
  registrationDeadline: null,
  defeatDeadline: null,
  locations: [],
  ...extra,
});

describe('the dashboard countdown', () => {
  const list = [sitting('fall-2025', 'barrister', '2025-11-11'), sitting('winter-2026', 'solicitor', '2026-02-10')];
  const now = new Date('2026-11-23T15:00:00Z');

  it('says the next sitting dates are not yet published, never "concluded", when every sitting is past', () => {
    const countdown = examCountdown(list, null, now);
    expect(countdown).toEqual({ state: 'not_published', message: NEXT_SITTING_NOT_PUBLISHED });
    expect(NEXT_SITTING_NOT_PUBLISHED).toBe('Next sitting dates not yet published.');
    expect(NEXT_SITTING_NOT_PUBLISHED).not.toMatch(/concluded/i);
    expect(examCountdown([], 'both', now).state).toBe('not_published');
  });

  it('says so too when only the other exam has a sitting ahead', () => {
    expect(examCountdown([...list, sitting('fall-2027-sol', 'solicitor', '2027-11-16')], 'barrister', now).state).toBe('not_published');
  });

  it('counts down to a sitting an administrator adds, with the spec’s label and colour', () => {
    const added = sitting('winter-2027-barrister', 'barrister', '2027-01-27');
    expect(examCountdown([...list, added], null, now)).toMatchObject({ state: 'counting', sitting: { id: 'winter-2027-barrister' }, days: 65, label: '65 days', colour: 'green' });
    expect(examCountdown([...list, sitting('today', 'solicitor', '2026-11-23')], 'solicitor', now)).toMatchObject({ label: 'Today', colour: 'red' });
  });
});

describe('the rules for a sitting an administrator enters', () => {
  it('wants every deadline before the exam, and each city once', () => {
    const good = sitting('fall-2027-barrister', 'barrister', '2027-11-09', { registrationDeadline: '2027-09-22', applicationDeadline: '2027-08-01' });
    expect(sittingProblems(good)).toEqual([]);
    expect(sittingProblems({ ...good, registrationDeadline: '2027-11-09', defeatDeadline: '2027-12-01' }).map((p) => p.field)).toEqual(['registrationDeadline', 'defeatDeadline']);
    const venue = { venue: 'Hall', address: null, parking: null };
    expect(sittingProblems({ ...good, locations: [{ city: 'toronto', ...venue }, { city: 'toronto', ...venue }] }).map((p) => p.field)).toEqual(['locations']);
  });

  it('are the API’s: a list with a deadline after its exam is refused, naming the field', () => {
    const parsed = putSittingsRequestSchema.safeParse({ sittings: [sitting('late-deadline', 'solicitor', '2027-06-01', { registrationDeadline: '2027-06-02' })], expectedUpdatedAt: null });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['sittings.0.registrationDeadline']);
    expect(putSittingsRequestSchema.safeParse({ sittings: [sitting('on-time', 'solicitor', '2027-06-01', { registrationDeadline: '2027-05-01' })], expectedUpdatedAt: null }).success).toBe(true);
  });

  it('gives a new sitting an id from its name, unique in the list', () => {
    expect(newSittingId('Fall 2027 Barrister Exam', 'barrister', new Set())).toBe('fall-2027-barrister-exam');
    expect(newSittingId('Fall 2027 Barrister Exam', 'barrister', new Set(['fall-2027-barrister-exam']))).toBe('fall-2027-barrister-exam-2');
    expect(newSittingId('É', 'solicitor', new Set())).toMatch(/^[a-z0-9-]{3,60}$/);
  });
});

describe('the Test Drive window in Toronto days', () => {
  it('starts at Toronto midnight in summer and winter time, and ends after the last day', () => {
    expect(torontoMidnight('2027-08-01')).toBe('2027-08-01T04:00:00.000Z');
    expect(torontoMidnight('2027-01-15')).toBe('2027-01-15T05:00:00.000Z');
    expect(dayAfter('2027-08-31')).toBe('2027-09-01');
    expect(windowDays({ startsAt: '2027-08-01T04:00:00.000Z', endsAt: '2027-09-01T04:00:00.000Z' })).toEqual({ firstDay: '2027-08-01', lastDay: '2027-08-31' });
  });
});
