// The expiration digest's schedule (which day, which frequency, month ends, time zones, periods),
// its member selection, and the learners' renewal-reminder steps.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, localDate, toIsoDate } from '@shared/rules/dates';
import {
  digestPeriod,
  isDigestDay,
  isoWeekIndex,
  nextDigestDay,
  selectDigest,
  weekdayOf,
  type DigestCandidate,
  type NotificationFrequency,
} from '@shared/rules/notification-schedule';
import { RENEWAL_REMINDER_STEPS, renewalStepFor, renewalWindowDays } from '@shared/rules/renewal-steps';

const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map(toIsoDate);
const weekday = fc.integer({ min: 0, max: 6 });
const daysOf = (frequency: NotificationFrequency, dayOfTheWeek: number, from: string, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(from, i)).filter((day) =>
    isDigestDay({ frequency, dayOfTheWeek }, day),
  );

describe('digest schedule', () => {
  it('weekly: exactly the chosen weekday (Sunday is 0)', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(daysOf('weekly', 1, '2026-11-01', 30)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(daysOf('weekly', 0, '2026-11-01', 14)).toEqual(['2026-11-01', '2026-11-08']);
  });

  it('bi_weekly: the chosen weekday of every other ISO week, anchored on the week of Monday 1970-01-05, steady across a 53-week year', () => {
    expect(isoWeekIndex('1970-01-05')).toBe(0);
    expect(isoWeekIndex('1970-01-11')).toBe(0);
    expect(isoWeekIndex('1970-01-12')).toBe(1);
    // 2026 has 53 ISO weeks; the rhythm does not restart in 2027.
    expect(daysOf('bi_weekly', 1, '2026-11-16', 60)).toEqual(['2026-11-23', '2026-12-07', '2026-12-21', '2027-01-04']);
    // A Sunday belongs to the ISO week that started the Monday before.
    expect(daysOf('bi_weekly', 0, '2026-11-16', 28)).toEqual(['2026-11-29', '2026-12-13']);
    fc.assert(
      fc.property(isoDate, weekday, (from, day) => {
        const days = daysOf('bi_weekly', day, from, 70);
        return days.length === 5 && days.every((d, i) => i === 0 || addDays(days[i - 1]!, 14) === d);
      }),
    );
  });

  it('monthly: the first chosen weekday of the month, once a month, at month ends too', () => {
    // 2026-03-01 is a Sunday: the first Sunday of March is the 1st, and February's last Saturday is not its first.
    expect(isDigestDay({ frequency: 'monthly', dayOfTheWeek: 0 }, '2026-03-01')).toBe(true);
    expect(isDigestDay({ frequency: 'monthly', dayOfTheWeek: 6 }, '2026-02-28')).toBe(false);
    expect(isDigestDay({ frequency: 'monthly', dayOfTheWeek: 6 }, '2026-02-07')).toBe(true);
    // The 7th can be the first: 2026-11-07 is the first Saturday of November.
    expect(daysOf('monthly', 6, '2026-10-25', 40)).toEqual(['2026-11-07']);
    // Leap February and December into January.
    expect(daysOf('monthly', 4, '2028-01-28', 40)).toEqual(['2028-02-03', '2028-03-02']);
    expect(daysOf('monthly', 5, '2026-12-25', 14)).toEqual(['2027-01-01']);
    fc.assert(
      fc.property(isoDate, weekday, (from, day) => {
        const days = daysOf('monthly', day, `${from.slice(0, 8)}01`, 365);
        return (
          days.length === 12 &&
          new Set(days.map((d) => d.slice(0, 7))).size === 12 &&
          days.every((d) => Number(d.slice(8)) <= 7)
        );
      }),
    );
  });

  it('time zones: the day is the company calendar day of the run, not UTC', () => {
    // 03:00 UTC on Monday 2026-11-23 is still Sunday evening in New York, and Monday in Berlin.
    const run = new Date('2026-11-23T03:00:00Z');
    expect(isDigestDay({ frequency: 'weekly', dayOfTheWeek: 0 }, localDate(run, 'America/New_York'))).toBe(true);
    expect(isDigestDay({ frequency: 'weekly', dayOfTheWeek: 1 }, localDate(run, 'America/New_York'))).toBe(false);
    expect(isDigestDay({ frequency: 'weekly', dayOfTheWeek: 1 }, localDate(run, 'Europe/Berlin'))).toBe(true);
    // Across a month end: 2026-11-01T02:00Z is Saturday 31 October in Los Angeles.
    const monthEnd = new Date('2026-11-01T02:00:00Z');
    expect(localDate(monthEnd, 'America/Los_Angeles')).toBe('2026-10-31');
    expect(isDigestDay({ frequency: 'monthly', dayOfTheWeek: 0 }, localDate(monthEnd, 'UTC'))).toBe(true);
    expect(isDigestDay({ frequency: 'monthly', dayOfTheWeek: 0 }, localDate(monthEnd, 'America/Los_Angeles'))).toBe(
      false,
    );
  });

  it('periods: one per ISO week (weekly, bi_weekly) or per month (monthly), whatever day within it', () => {
    expect(digestPeriod('weekly', '2026-11-23')).toBe(digestPeriod('weekly', '2026-11-29'));
    expect(digestPeriod('weekly', '2026-11-29')).not.toBe(digestPeriod('weekly', '2026-11-30'));
    // A week across a year end is one period.
    expect(digestPeriod('bi_weekly', '2026-12-31')).toBe(digestPeriod('bi_weekly', '2027-01-03'));
    expect(digestPeriod('monthly', '2026-11-02')).toBe('month-2026-11');
    expect(digestPeriod('monthly', '2026-11-30')).toBe('month-2026-11');
  });

  it('next digest day: the first due day on or after a date', () => {
    expect(nextDigestDay({ frequency: 'weekly', dayOfTheWeek: 1 }, '2026-11-23')).toBe('2026-11-23');
    expect(nextDigestDay({ frequency: 'monthly', dayOfTheWeek: 1 }, '2026-11-03')).toBe('2026-12-07');
  });
});

describe('digest member selection', () => {
  const row = (firstName: string, expirationDate: string, extra: Partial<DigestCandidate> = {}): DigestCandidate => ({
    userId: firstName,
    firstName,
    lastName: 'X',
    courseName: 'BLS',
    expirationDate,
    assigned: false,
    ...extra,
  });
  const today = '2026-11-23';

  it('lists rows expiring from today up to daysBeforeExpiration days ahead, by bucket, then date and name', () => {
    const sections = selectDigest(
      [
        row('Late', '2026-12-24'),
        row('Edge', '2027-01-22'),
        row('Beyond', '2027-01-23'),
        row('Expired', '2026-11-22'),
        row('Today', '2026-11-23'),
        row('Bea', '2026-12-01'),
        row('Abe', '2026-12-01'),
        row('Soon', '2026-12-23'),
      ],
      today,
      60,
    );
    expect(sections.map((s) => [s.bucket, s.entries.map((e) => e.firstName)])).toEqual([
      ['Expiring Soon', ['Today', 'Abe', 'Bea', 'Soon']],
      ['Expiring Later', ['Late', 'Edge']],
    ]);
  });

  it('a short window has no Expiring Later section, and nothing due gives no sections', () => {
    expect(selectDigest([row('A', '2026-11-24'), row('B', '2026-12-24')], today, 1).map((s) => s.bucket)).toEqual([
      'Expiring Soon',
    ]);
    expect(selectDigest([row('B', '2026-12-24')], today, 1)).toEqual([]);
  });
});

describe('renewal reminder steps', () => {
  it('sends at 90, 60, 30, 7 and 0 days before, catching up at most a week late, never two steps at once', () => {
    expect(RENEWAL_REMINDER_STEPS).toEqual([90, 60, 30, 7, 0]);
    expect([91, 90, 84, 83, 61, 60, 54, 53, 31, 30, 24, 23, 8, 7, 1, 0, -6, -7].map(renewalStepFor)).toEqual([
      null,
      90,
      90,
      null,
      null,
      60,
      60,
      null,
      null,
      30,
      30,
      null,
      null,
      7,
      7,
      0,
      0,
      null,
    ]);
  });

  it('every day left in a window maps to exactly one step, and the window lists each once', () => {
    const days = renewalWindowDays();
    expect(new Set(days).size).toBe(days.length);
    expect(days).toHaveLength(35);
    for (const step of RENEWAL_REMINDER_STEPS) expect(days).toContain(step);
  });

  it("the window is walked most urgent first: fewest days left (the day-0 step's catch-up) up to 90", () => {
    const days = renewalWindowDays();
    expect(days.slice(0, 7)).toEqual([-6, -5, -4, -3, -2, -1, 0]);
    expect(days.at(-1)).toBe(90);
    expect(days.every((day, i) => i === 0 || day > days[i - 1]!)).toBe(true);
    expect([...new Set(days.map(renewalStepFor))]).toEqual([0, 7, 30, 60, 90]);
  });
});
