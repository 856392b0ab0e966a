// Calendar dates (`YYYY-MM-DD`, or the date part of an ISO timestamp) shown the same way
// everywhere, read in UTC so a date never shifts with the viewer's time zone.
const LONG = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
const WITH_WEEKDAY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const SHORT_WEEKDAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' });

/** The calendar day of a date or timestamp: `2026-05-04T13:00:00Z` -> `2026-05-04`. */
export const isoDay = (value: string): string => value.slice(0, 10);

const toDate = (value: string) => new Date(`${isoDay(value)}T00:00:00Z`);

/** `2026-05-04` -> `May 4, 2026`. */
export function formatIsoDate(value: string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? value : LONG.format(date);
}

/** `2026-05-04` -> `Monday, May 4, 2026`. */
export function formatIsoDateLong(value: string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? value : WITH_WEEKDAY.format(date);
}

/** `2026-05-04` -> `Mon`. */
export function formatWeekday(value: string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : SHORT_WEEKDAY.format(date);
}

export function DateText({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={isoDay(value)} className={className}>
      {formatIsoDate(value)}
    </time>
  );
}
