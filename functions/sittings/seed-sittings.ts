import type { Sitting } from '#shared/api/sittings';
import { replaceSittings } from '../data/sittings.ts';

const TORONTO = {
  city: 'toronto',
  venue: 'Metro Toronto Convention Centre, South Building',
  address: '222 Bremner Blvd, Toronto, ON',
  parking: 'Paid underground parking at the convention centre; Union Station is a short walk.',
} as const;
const OTTAWA = { city: 'ottawa', venue: 'Ottawa venue (named in the LSO admission notice)', address: null, parking: null } as const;

const none = { studyMaterialDate: null, applicationDeadline: null, accommodationDeadline: null, registrationDeadline: null, defeatDeadline: null };

/** The spec's sittings (learning-area §9). Administrators add new ones with PUT /api/admin/sittings. */
export const SEEDED_SITTINGS: Sitting[] = [
  { ...none, id: 'fall-2025-barrister', name: 'Fall 2025 Barrister Exam', type: 'barrister', examDate: '2025-11-11', registrationDeadline: '2025-09-24', locations: [TORONTO] },
  { ...none, id: 'fall-2025-solicitor', name: 'Fall 2025 Solicitor Exam', type: 'solicitor', examDate: '2025-11-25', registrationDeadline: '2025-10-08', locations: [TORONTO] },
  {
    ...none,
    id: 'winter-2026-barrister',
    name: 'Winter 2026 Barrister Exam',
    type: 'barrister',
    examDate: '2026-01-28',
    applicationDeadline: '2025-11-10',
    accommodationDeadline: '2025-12-23',
    registrationDeadline: '2025-12-30',
    locations: [TORONTO, OTTAWA],
  },
  { ...none, id: 'winter-2026-solicitor', name: 'Winter 2026 Solicitor Exam', type: 'solicitor', examDate: '2026-02-10', registrationDeadline: '2026-01-13', locations: [TORONTO, OTTAWA] },
];

/** Seeds the list once; an administrator's list is never overwritten. */
export async function seedSittings(): Promise<boolean> {
  return (await replaceSittings(SEEDED_SITTINGS, null, 'seed')).written;
}
