import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardExpiry, issueDateError, issueDateWindow, renewalDate } from '@shared/rules/certification';
import { cardStanding, complianceBucket, complianceOn } from '@shared/rules/compliance';
import { addDays, daysBetween, toIsoDate } from '@shared/rules/dates';

const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2080-12-31T00:00:00Z'), noInvalidDate: true })
  .map(toIsoDate);

describe('certification dates', () => {
  it('renews two years after passing and cards expire two years after issue', () => {
    expect(renewalDate('2026-11-22')).toBe('2028-11-22');
    expect(cardExpiry('2024-02-29')).toBe('2026-02-28');
  });

  it('allows issue dates from the pass date to 30 days after it', () => {
    expect(issueDateWindow('2026-11-22')).toEqual({ min: '2026-11-22', max: '2026-12-22' });
    expect(issueDateError('2026-11-22', '2026-11-22')).toBeNull();
    expect(issueDateError('2026-11-22', '2026-12-22')).toBeNull();
    expect(issueDateError('2026-11-22', '2026-12-23')).toMatch(/within 30 days/);
    expect(issueDateError('2026-11-22', '2026-11-21')).toMatch(/before the date you passed/);
    expect(issueDateError('2026-11-22', '2026-02-30')).toMatch(/valid issue date/);
  });

  it('accepts exactly the 31 dates of the window (property)', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -60, max: 90 }), (passedOn, offset) => {
        expect(issueDateError(passedOn, addDays(passedOn, offset)) === null).toBe(offset >= 0 && offset <= 30);
      }),
    );
  });

  it('card expiry is about two years after issue, never earlier than 730 days (property)', () => {
    fc.assert(
      fc.property(isoDate, (issuedOn) => {
        const days = daysBetween(issuedOn, cardExpiry(issuedOn));
        expect(days).toBeGreaterThanOrEqual(729);
        expect(days).toBeLessThanOrEqual(731);
      }),
    );
  });
});

describe('compliance buckets', () => {
  it('uses the 30 and 90 day thresholds', () => {
    expect(complianceBucket(-1)).toBe('Expired');
    expect(complianceBucket(0)).toBe('Expiring Soon');
    expect(complianceBucket(30)).toBe('Expiring Soon');
    expect(complianceBucket(31)).toBe('Expiring Later');
    expect(complianceBucket(90)).toBe('Expiring Later');
    expect(complianceBucket(91)).toBe('Valid');
    expect(complianceOn('2026-11-22', '2026-11-21')).toBe('Expired');
    expect(cardStanding('2026-11-22', '2026-12-01')).toBe('expiring');
    expect(cardStanding('2026-11-22', '2027-12-01')).toBe('valid');
    expect(cardStanding('2026-11-22', '2026-11-01')).toBe('expired');
  });

  it('is monotonic in days to expiration (property)', () => {
    const order = ['Expired', 'Expiring Soon', 'Expiring Later', 'Valid'];
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 500 }), (days, more) => {
        expect(order.indexOf(complianceBucket(days + more))).toBeGreaterThanOrEqual(
          order.indexOf(complianceBucket(days)),
        );
      }),
    );
  });
});
