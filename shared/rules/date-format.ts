// The one way a date is shown, on screens, in PDFs and in emails: `May 4, 2026`. Calendar dates
// (`YYYY-MM-DD`, or the date part of an ISO timestamp) are read in UTC so a date never shifts with the
// viewer's or the server's time zone. Formats are built on first use (bundles that never show a date
// keep none).
let formats: { long: Intl.DateTimeFormat; withWeekday: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat } | undefined;

const format = () =>
  (formats ??= {
    long: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }),
    withWeekday: new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }),
    weekday: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' }),
  });

/** The calendar day of a date or timestamp: `2026-05-04T13:00:00Z` -> `2026-05-04`. */
export const isoDay = (value: string): string => value.slice(0, 10);

const toDate = (value: string) => new Date(`${isoDay(value)}T00:00:00Z`);

/** `2026-05-04` (or `2026-05-04T13:00:00Z`) -> `May 4, 2026`; anything else is returned as it is. */
export function formatIsoDate(value: string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? value : format().long.format(date);
}

/** `2026-05-04` -> `Monday, May 4, 2026`. */
export function formatIsoDateLong(value: string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? value : format().withWeekday.format(date);
}

/** `2026-05-04` -> `Mon`. */
export function formatWeekday(value: string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : format().weekday.format(date);
}
