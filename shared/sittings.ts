/**
 * The sittings a candidate can plan for at sign-up: the next four exam seasons from a date.
 * The LSO publishes exact dates per sitting (the exam-dates page lists the known ones); at
 * sign-up a season is precise enough for the reminders and the study plan.
 */
const SEASONS = [
  { key: 'winter', label: 'Winter', month: 1 },
  { key: 'spring', label: 'Spring', month: 4 },
  { key: 'summer', label: 'Summer', month: 6 },
  { key: 'fall', label: 'Fall', month: 10 },
] as const;

export interface SittingOption {
  value: string;
  label: string;
}

export function upcomingSittings(today: Date, count = 4): SittingOption[] {
  const options: SittingOption[] = [];
  let year = today.getUTCFullYear();
  let index = SEASONS.findIndex((season) => season.month > today.getUTCMonth() + 1);
  if (index === -1) {
    index = 0;
    year += 1;
  }
  while (options.length < count) {
    const season = SEASONS[index % SEASONS.length];
    if (!season) break;
    options.push({ value: `${season.key}-${year}`, label: `${season.label} ${year}` });
    index += 1;
    if (index % SEASONS.length === 0) year += 1;
  }
  return options;
}

/**
 * The sitting a candidate chose at sign-up ("winter-2027"), with the first day of its season as
 * the date a study plan counts down to. Null for anything else.
 */
export function plannedSitting(value: string | null | undefined): { label: string; date: string } | null {
  const match = /^(winter|spring|summer|fall)-(\d{4})$/.exec(value ?? '');
  const season = SEASONS.find((s) => s.key === match?.[1]);
  if (!match || !season) return null;
  const year = Number(match[2]);
  return { label: `${season.label} ${year}`, date: `${year}-${String(season.month).padStart(2, '0')}-01` };
}

/**
 * The season value (as sign-up offers it) that an exam date falls in: a season runs from its first
 * month to the next season's ("2025-11-11" → "fall-2025", "2026-02-10" → "winter-2026").
 */
export function seasonOfDate(isoDate: string): string {
  const month = Number(isoDate.slice(5, 7));
  const season = [...SEASONS].reverse().find((s) => s.month <= month) ?? SEASONS[0];
  return `${season.key}-${isoDate.slice(0, 4)}`;
}
