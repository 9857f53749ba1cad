/** "Nov 9, 2027": a calendar date ("2027-11-09") as written, whatever the browser's zone. */
const format = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function dateText(isoDate: string): string {
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
