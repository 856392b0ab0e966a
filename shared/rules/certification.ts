// Dates of a certification: renewal, card expiry and the flex-expire issue-date window.
import { EXPIRING_LATER_DAYS } from './compliance';
import { addDays, addYears, daysBetween, isIsoDate } from './dates';

export const CERTIFICATION_YEARS = 2;
export const FLEX_EXPIRE_DAYS = 30;

/** Renewal date = pass date + 2 years (non-CE courses). */
export const renewalDate = (passedOn: string): string => addYears(passedOn, CERTIFICATION_YEARS);

/** A provider card expires two years after its issue date. */
export const cardExpiry = (issuedOn: string): string => addYears(issuedOn, CERTIFICATION_YEARS);

/** The issue date may be chosen between the pass date and 30 days after it. */
export function issueDateWindow(passedOn: string): { min: string; max: string } {
  return { min: passedOn, max: addDays(passedOn, FLEX_EXPIRE_DAYS) };
}

export function issueDateError(passedOn: string, issuedOn: string): string | null {
  if (!isIsoDate(issuedOn)) return 'Please choose a valid issue date.';
  const { min, max } = issueDateWindow(passedOn);
  if (issuedOn < min) return 'The issue date cannot be before the date you passed the exam.';
  if (issuedOn > max) return 'The issue date must be within 30 days of the date you passed the exam.';
  return null;
}

/**
 * My Learning warns about a card (and offers its renewal) from this many days before it expires: the
 * compliance list's "Expiring Later" horizon, when the first renewal reminder goes out too.
 */
export const RENEWAL_WARNING_DAYS = EXPIRING_LATER_DAYS;

export type RenewalState = 'valid' | 'expiring' | 'expired';

/**
 * Where a card stands on the learner's `today`: valid through its expiry day, expiring from
 * RENEWAL_WARNING_DAYS before it (renew now), expired the day after.
 */
export function renewalStanding(expiresOn: string, today: string): { state: RenewalState; daysLeft: number } {
  const daysLeft = daysBetween(today, expiresOn);
  return { state: daysLeft < 0 ? 'expired' : daysLeft <= RENEWAL_WARNING_DAYS ? 'expiring' : 'valid', daysLeft };
}

/** The standing in words: `Valid`, `Expires in 58 days`, `Expires today`, `Expired 35 days ago`. */
export function renewalStandingText({ state, daysLeft }: { state: RenewalState; daysLeft: number }): string {
  if (state === 'valid') return 'Valid';
  if (state === 'expired') return daysLeft === -1 ? 'Expired yesterday' : `Expired ${-daysLeft} days ago`;
  return daysLeft === 0 ? 'Expires today' : daysLeft === 1 ? 'Expires tomorrow' : `Expires in ${daysLeft} days`;
}

interface CardOfCourse {
  courseId: string;
  providerCardId: string | null;
  expirationDate: string | null;
  passedAt: string | null;
  review?: boolean;
}

/**
 * The cards a learner holds, one per course: among the passed user courses carrying a card, the one
 * with the latest expiry (the pass that issued it before a review pass that only shows it), in the
 * order given.
 */
export function heldCards<T extends CardOfCourse>(userCourses: readonly T[]): (T & { expirationDate: string })[] {
  const best = new Map<string, T & { expirationDate: string }>();
  for (const course of userCourses) {
    if (!course.passedAt || !course.providerCardId || !course.expirationDate) continue;
    const held = best.get(course.courseId);
    const later = !held || course.expirationDate > held.expirationDate;
    const issuer = held && course.expirationDate === held.expirationDate && held.review && !course.review;
    if (later || issuer) best.set(course.courseId, course as T & { expirationDate: string });
  }
  const chosen = new Set(best.values());
  return userCourses.filter((course): course is T & { expirationDate: string } =>
    chosen.has(course as T & { expirationDate: string }),
  );
}
