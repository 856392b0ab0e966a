import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maskPhone, normalizePhone, parseUserauth, smsCountryAllowed } from '@shared/rules/identity';

describe('parseUserauth', () => {
  it('lowercases emails and recognises phone numbers in common formats', () => {
    expect(parseUserauth('  Learner@Example.COM ')).toEqual({ kind: 'email', value: 'learner@example.com' });
    expect(parseUserauth('(555) 555-0123')).toEqual({ kind: 'phone', value: '+15555550123' });
    expect(parseUserauth('1-555-555-0123')).toEqual({ kind: 'phone', value: '+15555550123' });
    expect(parseUserauth('+44 20 7946 0958')).toEqual({ kind: 'phone', value: '+442079460958' });
  });

  it('rejects what is neither', () => {
    for (const input of ['', 'abc', 'a@b', '555-0123', '@example.com', 'two words@example.com'])
      expect(parseUserauth(input), input).toBeNull();
  });

  it('normalises any formatting of a 10-digit US number to the same E.164 value', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{9}$/), fc.constantFrom('', ' ', '-', '.'), (digits, sep) => {
        const formatted = `(${digits.slice(0, 3)})${sep}${digits.slice(3, 6)}${sep}${digits.slice(6)}`;
        expect(normalizePhone(formatted)).toBe(`+1${digits}`);
        expect(normalizePhone(digits)).toBe(`+1${digits}`);
      }),
    );
  });

  it('masks all but the last four digits', () => {
    expect(maskPhone('+15555550123')).toBe('(***) ***-0123');
  });
});

describe('smsCountryAllowed', () => {
  it('texts only numbers of the enabled country calling codes (default North America)', () => {
    expect(smsCountryAllowed('+15555550123', ['1'])).toBe(true);
    expect(smsCountryAllowed('+447700900123', ['1'])).toBe(false);
    expect(smsCountryAllowed('+447700900123', ['1', '44'])).toBe(true);
    expect(smsCountryAllowed('+8821234567', ['1'])).toBe(false);
    expect(smsCountryAllowed('+15555550123', ['', 'x1'])).toBe(false);
  });
});
