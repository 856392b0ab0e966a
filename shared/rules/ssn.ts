// A Social Security number as people write it: 9 digits, often grouped (123-45-6789, 123 45 6789).
// The grouping is only how it is written: the profile checks and stores the digits.
export const SSN_DIGITS = 9;

/** The SSN without its dashes and spaces; anything else stays, so a letter is still refused. */
export const ssnDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** Nothing (leave the SSN on file as it is) or 9 digits, once dashes and spaces are dropped. */
export const isSsnOrBlank = (value: string): boolean => /^(\d{9})?$/.test(ssnDigits(value));

/** What an SSN box keeps of what is typed or pasted: the digits, up to 9 (a pasted 123-45-6789 keeps all 9). */
export const ssnInput = (value: string): string => value.replace(/\D/g, '').slice(0, SSN_DIGITS);
