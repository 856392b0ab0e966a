import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, addYears, daysBetween, isIsoDate, toIsoDate } from '@shared/rules/dates';

const isoDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map(toIsoDate);

describe('calendar dates', () => {
  it('validates YYYY-MM-DD strictly', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('adds years, clamping Feb 29 to Feb 28', () => {
    expect(addYears('2024-02-29', 2)).toBe('2026-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2025-11-22', 2)).toBe('2027-11-22');
  });

  it('addDays and daysBetween are inverse (property)', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -5000, max: 5000 }), (date, days) => {
        const later = addDays(date, days);
        expect(isIsoDate(later)).toBe(true);
        expect(daysBetween(date, later)).toBe(days);
      }),
    );
  });

  it('addYears keeps the month and never moves the day by more than one (property)', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -50, max: 50 }), (date, years) => {
        const moved = addYears(date, years);
        expect(isIsoDate(moved)).toBe(true);
        expect(moved.slice(5, 7)).toBe(date.slice(5, 7));
        expect(Number(date.slice(8)) - Number(moved.slice(8))).toBeLessThanOrEqual(1);
        expect(Number(moved.slice(0, 4))).toBe(Number(date.slice(0, 4)) + years);
      }),
    );
  });
});
