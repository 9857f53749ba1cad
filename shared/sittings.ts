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
