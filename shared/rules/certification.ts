// Dates of a certification: renewal, card expiry and the flex-expire issue-date window.
import { addDays, addYears, isIsoDate } from './dates';

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
