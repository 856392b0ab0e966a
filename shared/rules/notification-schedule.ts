// When a group's expiration digest goes out, which period it belongs to, and what it lists.
// Every date here is a calendar day (`YYYY-MM-DD`) on the company's calendar: the job turns its
// instant into that day (localDate with the company's time zone) before asking these rules.
//
// The schedule (dayOfTheWeek 0-6, Sunday 0):
// - weekly: every week on that weekday;
// - bi_weekly: on that weekday in every other ISO week. Anchor: ISO weeks are numbered from the week
//   of Monday 1970-01-05 (week 0); the digest goes out in even-numbered weeks. Counting from a fixed
//   Monday (not the ISO week-of-year) keeps the rhythm across years with 53 ISO weeks;
// - monthly: on the first such weekday of the month (the day of the month is 1 to 7).
// A period is what "never twice" counts in: the ISO week for weekly and bi-weekly (so moving the
// day within a week does not send a second digest that week), the calendar month for monthly.
import { complianceOn, type ComplianceBucket } from './compliance';
import { addDays, daysBetween } from './dates';

export const NOTIFICATION_TEMPLATES = ['group_admin_certification_expiration'] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];
export const NOTIFICATION_FREQUENCIES = ['monthly', 'bi_weekly', 'weekly'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];
/** Spec section 9: daysBeforeExpiration is 1 to 60. */
export const DAYS_BEFORE_EXPIRATION_MIN = 1;
export const DAYS_BEFORE_EXPIRATION_MAX = 60;
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const FREQUENCY_LABELS: Record<NotificationFrequency, string> = {
  monthly: 'Monthly',
  bi_weekly: 'Every two weeks',
  weekly: 'Weekly',
};

export interface NotificationSchedule {
  frequency: NotificationFrequency;
  dayOfTheWeek: number;
}

/**
 * The company's local hour from which the day's digests go out. The job runs every 10 minutes around
 * the clock (so any time zone's morning is covered) and does nothing before this hour of the day.
 */
export const DIGEST_START_HOUR = 7;

/** Whether `instant` is before DIGEST_START_HOUR on its calendar day in `timeZone` (wall-clock time, so DST days too). */
export function beforeDigestStart(instant: Date, timeZone: string): boolean {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' })
    .formatToParts(instant)
    .find((part) => part.type === 'hour')!.value;
  return Number(hour) < DIGEST_START_HOUR;
}

/** The Monday that starts ISO week 0 of the bi-weekly rhythm. */
export const BI_WEEKLY_ANCHOR = '1970-01-05';

/** 0 (Sunday) to 6 (Saturday) for a calendar day. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Weeks (Monday to Sunday) since the anchor week. */
export const isoWeekIndex = (day: string): number => Math.floor(daysBetween(BI_WEEKLY_ANCHOR, day) / 7);

/** Whether the digest is due on `day`. */
export function isDigestDay(schedule: NotificationSchedule, day: string): boolean {
  if (weekdayOf(day) !== schedule.dayOfTheWeek) return false;
  if (schedule.frequency === 'weekly') return true;
  if (schedule.frequency === 'bi_weekly') return isoWeekIndex(day) % 2 === 0;
  return Number(day.slice(8, 10)) <= 7;
}

/** The period a digest sent on `day` belongs to (the claim's name). */
export function digestPeriod(frequency: NotificationFrequency, day: string): string {
  return frequency === 'monthly' ? `month-${day.slice(0, 7)}` : `week-${isoWeekIndex(day)}`;
}

/** The next day on or after `from` the digest is due (for the settings page). */
export function nextDigestDay(schedule: NotificationSchedule, from: string): string {
  for (let offset = 0; offset < 62; offset += 1) {
    const day = addDays(from, offset);
    if (isDigestDay(schedule, day)) return day;
  }
  throw new Error('No digest day within two months');
}

/** The expiration dates a digest covers: from today up to daysBeforeExpiration days ahead. */
export const digestRange = (today: string, daysBeforeExpiration: number) => ({
  from: today,
  to: addDays(today, daysBeforeExpiration),
});

export interface DigestCandidate {
  userId: string;
  firstName: string;
  lastName: string;
  courseName: string;
  expirationDate: string;
  /** The member holds a pending course of this certification already (no seat to assign). */
  assigned: boolean;
}

export interface DigestSection {
  bucket: ComplianceBucket;
  entries: DigestCandidate[];
}

/**
 * The digest's member list: the rows expiring within the range (members still in the group only:
 * the caller passes those), by compliance bucket in the buckets' order, then by date and name.
 * Expired rows are not listed: the range starts today.
 */
export function selectDigest(
  rows: readonly DigestCandidate[],
  today: string,
  daysBeforeExpiration: number,
): DigestSection[] {
  const { from, to } = digestRange(today, daysBeforeExpiration);
  const sections = new Map<ComplianceBucket, DigestCandidate[]>();
  const inRange = rows.filter((row) => row.expirationDate >= from && row.expirationDate <= to);
  inRange.sort(
    (a, b) =>
      a.expirationDate.localeCompare(b.expirationDate) ||
      `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`),
  );
  for (const row of inRange) {
    const bucket = complianceOn(today, row.expirationDate);
    sections.set(bucket, [...(sections.get(bucket) ?? []), row]);
  }
  return (['Expiring Soon', 'Expiring Later'] as const)
    .filter((b) => sections.has(b))
    .map((bucket) => ({ bucket, entries: sections.get(bucket)! }));
}

/** The 422 messages of the settings form (field names as the spec's Notification entity). */
export const NOTIFICATION_MESSAGES = {
  frequency: 'must be monthly, bi_weekly or weekly',
  dayOfTheWeek: 'must be a whole number from 0 (Sunday) to 6 (Saturday)',
  daysBeforeExpiration: `must be a whole number from ${DAYS_BEFORE_EXPIRATION_MIN} to ${DAYS_BEFORE_EXPIRATION_MAX}`,
  enabled: 'must be true or false',
  notFound: 'Notification not found',
  disabled: 'Notifications are not enabled for this group',
  saved: 'Notification settings saved.',
} as const;

export const NOTIFICATION_TEMPLATE_TEXT: Record<NotificationTemplate, { label: string; description: string }> = {
  group_admin_certification_expiration: {
    label: 'Certification Expirations',
    description:
      'A digest for every group admin of the members whose certifications (courses and non-platform certifications) expire soon, with a link to assign each a seat.',
  },
};
