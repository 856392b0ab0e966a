// The one way a date reaches people: screens, PDFs and emails show `May 4, 2026` (en-US, the app's
// one locale), CSV files `2026-05-04` (ISO 8601: every spreadsheet reads it as a date in any locale,
// and it sorts as text). Calendar dates (`YYYY-MM-DD`, or the date part of an ISO timestamp) are
// read as they are, so a date never shifts with the viewer's or the server's time zone. A test
// (tests/unit/architecture/date-formatting.test.ts) keeps other ways out.
//
// Dates are spelled by hand, not with Intl: the first Intl call loads the locale data, which the
// first screen (My Learning's cards) must not wait for (web/README.md). Only a time of day in a
// time zone (formatDateTime) needs Intl, for the zone's offset.
import { isIsoDate } from './dates';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The calendar day of a date or timestamp: `2026-05-04T13:00:00Z` -> `2026-05-04`. */
export const isoDay = (value: string): string => value.slice(0, 10);

/** Year, month (1-12) and day of a valid calendar day, or null. */
function partsOf(value: string): { year: number; month: number; day: number } | null {
  const day = isoDay(value);
  if (!isIsoDate(day)) return null;
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)) };
}

const weekdayIndex = (p: { year: number; month: number; day: number }) =>
  new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();

/** `2026-05-04` (or `2026-05-04T13:00:00Z`) -> `May 4, 2026`; anything else is returned as it is. */
export function formatIsoDate(value: string): string {
  const p = partsOf(value);
  return p ? `${MONTHS[p.month - 1]} ${p.day}, ${p.year}` : value;
}

/** `2026-05-04` -> `Monday, May 4, 2026`. */
export function formatIsoDateLong(value: string): string {
  const p = partsOf(value);
  return p ? `${WEEKDAYS[weekdayIndex(p)]}, ${formatIsoDate(value)}` : value;
}

/** `2026-05-04` -> `Mon`. */
export function formatWeekday(value: string): string {
  const p = partsOf(value);
  return p ? WEEKDAYS[weekdayIndex(p)]!.slice(0, 3) : '';
}

/** A month, `2026-10` (or any date in it) -> `Oct 2026`: chart axes and monthly tallies. */
export function formatIsoMonth(value: string): string {
  const p = partsOf(`${value.slice(0, 7)}-01`);
  return p ? `${MONTHS[p.month - 1]!.slice(0, 3)} ${p.year}` : value;
}

/** A calendar date in a CSV file: `2026-05-04` (a timestamp gives its date); empty when there is none. */
export function csvDate(value: string | null | undefined): string {
  if (!value) return '';
  const day = isoDay(value);
  return isIsoDate(day) ? day : value;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant where the time of day matters (a report sent, an audit event): `May 4, 2026, 1:05 PM EDT`
 * in `timeZone` (the runtime's own zone when omitted: the viewer's, in a browser); `seconds` for an
 * audit trail (`1:05:09 PM`). Not for the first screen (it loads Intl's data).
 */
export function formatDateTime(instant: string, timeZone?: string, { seconds = false } = {}): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  const key = `${timeZone ?? ''}|${seconds}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' as const } : {}),
      hour12: true,
      timeZoneName: 'short',
    });
    dateTimeFormats.set(key, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  const time = `${part('hour')}:${part('minute')}${seconds ? `:${part('second')}` : ''}`;
  return `${formatIsoDate(day)}, ${time} ${part('dayPeriod').toUpperCase()} ${part('timeZoneName')}`;
}
