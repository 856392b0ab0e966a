// The one date formatter: `May 4, 2026` for people (spelled by hand, no Intl, so the first screen
// loads none), `2026-05-04` in CSV files, a date-time with its zone where the time matters.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  csvDate,
  formatDateTime,
  formatIsoDate,
  formatIsoDateLong,
  formatIsoMonth,
  formatWeekday,
  isoDay,
} from '@shared/rules/date-format';
import { toIsoDate } from '@shared/rules/dates';

const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map(toIsoDate);

// What Intl's en-US formats say, the reference the hand-spelled formats must match.
const reference = (options: Intl.DateTimeFormatOptions) => (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options }).format(new Date(`${day}T00:00:00Z`));

describe('the date formatter', () => {
  it('spells calendar dates and the date of a timestamp as May 4, 2026', () => {
    expect(formatIsoDate('2026-05-04')).toBe('May 4, 2026');
    expect(formatIsoDate('2026-11-26T23:59:59.999Z')).toBe('November 26, 2026');
    expect(formatIsoDateLong('2026-05-04')).toBe('Monday, May 4, 2026');
    expect(formatWeekday('2026-05-04')).toBe('Mon');
    expect(formatIsoMonth('2026-10')).toBe('Oct 2026');
    expect(formatIsoMonth('2026-10-17')).toBe('Oct 2026');
    expect(isoDay('2026-05-04T13:00:00Z')).toBe('2026-05-04');
  });

  it('returns what is not a calendar date as it is (never a rolled-over day)', () => {
    for (const value of ['', 'soon', '2026-02-30', '2026-13-01', '26-05-04']) {
      expect(formatIsoDate(value)).toBe(value);
      expect(formatIsoDateLong(value)).toBe(value);
      expect(formatWeekday(value)).toBe('');
    }
    expect(formatIsoMonth('2026-13')).toBe('2026-13');
  });

  it("matches Intl's en-US long date, weekday and month for every day (property)", () => {
    const long = reference({ month: 'long', day: 'numeric', year: 'numeric' });
    const withWeekday = reference({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    const weekday = reference({ weekday: 'short' });
    const month = reference({ month: 'short', year: 'numeric' });
    fc.assert(
      fc.property(isoDate, (day) => {
        expect(formatIsoDate(day)).toBe(long(day));
        expect(formatIsoDateLong(day)).toBe(withWeekday(day));
        expect(formatWeekday(day)).toBe(weekday(day));
        expect(formatIsoMonth(day)).toBe(month(day));
      }),
    );
  });

  it('writes CSV dates as ISO 8601 calendar dates, empty when there is none', () => {
    expect(csvDate('2026-05-04')).toBe('2026-05-04');
    expect(csvDate('2026-05-04T13:05:09.123Z')).toBe('2026-05-04');
    expect(csvDate(null)).toBe('');
    expect(csvDate(undefined)).toBe('');
    fc.assert(
      fc.property(isoDate, (day) => {
        expect(csvDate(`${day}T08:00:00.000Z`)).toBe(day);
      }),
    );
  });

  it('gives a date-time in a time zone, with the zone named', () => {
    expect(formatDateTime('2026-05-04T17:05:09.123Z', 'America/New_York')).toBe('May 4, 2026, 1:05 PM EDT');
    expect(formatDateTime('2026-01-04T00:30:00Z', 'America/Los_Angeles')).toBe('January 3, 2026, 4:30 PM PST');
    expect(formatDateTime('2026-05-04T00:00:00Z', 'UTC')).toBe('May 4, 2026, 12:00 AM UTC');
    expect(formatDateTime('2026-11-26T10:00:02.000Z', 'UTC', { seconds: true })).toBe(
      'November 26, 2026, 10:00:02 AM UTC',
    );
    expect(formatDateTime('not a time', 'UTC')).toBe('not a time');
  });

  it('names the same calendar day as the zone does, at any instant (property)', () => {
    const zones = ['UTC', 'America/New_York', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Honolulu'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (instant, timeZone) => {
          const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
          expect(formatDateTime(instant.toISOString(), timeZone).startsWith(`${formatIsoDate(day)}, `)).toBe(true);
        },
      ),
    );
  });
});
