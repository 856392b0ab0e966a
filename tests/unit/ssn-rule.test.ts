// An SSN typed the way people write it (123-45-6789) is accepted and kept as its 9 digits: the
// shared rule, the profile contract the server parses with, and what the web's SSN box keeps.
import { describe, expect, it } from 'vitest';
import { SSN_MESSAGE, userUpdateFields } from '@shared/contracts/profile';
import { isSsnOrBlank, ssnDigits, ssnInput } from '@shared/rules/ssn';

const parsed = (ssn: string) => {
  const result = userUpdateFields.safeParse({ ssn });
  return result.success ? { ssn: result.data.ssn } : { errors: result.error.issues.map((issue) => issue.message) };
};

describe('the SSN rule', () => {
  it('drops dashes and spaces only, so a letter is still refused', () => {
    expect(ssnDigits('123-45-6789')).toBe('123456789');
    expect(ssnDigits(' 123 45 6789 ')).toBe('123456789');
    expect(ssnDigits('12a-45-6789')).toBe('12a456789');
    expect(isSsnOrBlank('123-45-6789')).toBe(true);
    expect(isSsnOrBlank('')).toBe(true);
    expect(isSsnOrBlank('12a-45-6789')).toBe(false);
    expect(isSsnOrBlank('123-45-678')).toBe(false);
  });

  it('keeps the digits of what is typed or pasted in the SSN box, up to 9', () => {
    expect(ssnInput('123-45-6789')).toBe('123456789');
    expect(ssnInput('12a-3')).toBe('123');
    expect(ssnInput('1234567890')).toBe('123456789');
  });
});

describe("the profile contract's SSN", () => {
  it('accepts 9 digits written with dashes or spaces and hands the server the digits only', () => {
    expect(parsed('123-45-6789')).toEqual({ ssn: '123456789' });
    expect(parsed('123 45 6789')).toEqual({ ssn: '123456789' });
    expect(parsed('123456789')).toEqual({ ssn: '123456789' });
  });

  it('leaves the SSN on file as it is when blank', () => {
    expect(parsed('')).toEqual({ ssn: '' });
    expect(parsed(' - ')).toEqual({ ssn: '' });
  });

  it('refuses a wrong count of digits or other characters with one message', () => {
    for (const ssn of ['12-345', '123-45-67890', '12a-45-6789', '1'.repeat(200)])
      expect(parsed(ssn), ssn).toEqual({ errors: [SSN_MESSAGE] });
  });
});
