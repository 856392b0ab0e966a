import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cardExpiry,
  heldCards,
  issueDateError,
  issueDateWindow,
  RENEWAL_WARNING_DAYS,
  renewalDate,
  renewalStanding,
  renewalStandingText,
} from '@shared/rules/certification';
import { displayStatus } from '@shared/rules/learning';
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

describe("a held card's renewal standing (My Learning)", () => {
  it('warns from 90 days before the expiry day, and says expired from the day after', () => {
    const today = '2026-05-04';
    expect(renewalStanding('2026-08-03', today)).toEqual({ state: 'valid', daysLeft: 91 });
    expect(renewalStanding('2026-08-02', today)).toEqual({ state: 'expiring', daysLeft: 90 });
    expect(renewalStanding('2026-05-04', today)).toEqual({ state: 'expiring', daysLeft: 0 });
    expect(renewalStanding('2026-05-03', today)).toEqual({ state: 'expired', daysLeft: -1 });
    expect(RENEWAL_WARNING_DAYS).toBe(90);
  });

  it('says so in words', () => {
    expect(renewalStandingText({ state: 'valid', daysLeft: 400 })).toBe('Valid');
    expect(renewalStandingText({ state: 'expiring', daysLeft: 58 })).toBe('Expires in 58 days');
    expect(renewalStandingText({ state: 'expiring', daysLeft: 1 })).toBe('Expires tomorrow');
    expect(renewalStandingText({ state: 'expiring', daysLeft: 0 })).toBe('Expires today');
    expect(renewalStandingText({ state: 'expired', daysLeft: -1 })).toBe('Expired yesterday');
    expect(renewalStandingText({ state: 'expired', daysLeft: -35 })).toBe('Expired 35 days ago');
  });

  it('agrees with the compliance buckets and the displayed status on every day (property)', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -1000, max: 1000 }), (today, offset) => {
        const expiresOn = addDays(today, offset);
        const { state, daysLeft } = renewalStanding(expiresOn, today);
        expect(daysLeft).toBe(offset);
        const bucket = complianceOn(today, expiresOn);
        expect(state).toBe(bucket === 'Expired' ? 'expired' : bucket === 'Valid' ? 'valid' : 'expiring');
        // The list's status reads "expired" exactly when the card is.
        const shown = displayStatus({ status: 'passed', expirationDate: expiresOn }, today);
        expect(shown === 'expired').toBe(state === 'expired');
      }),
    );
  });

  it('a card moves from valid to expiring to expired as days pass, never back (property)', () => {
    const order = ['valid', 'expiring', 'expired'];
    fc.assert(
      fc.property(isoDate, isoDate, fc.integer({ min: 0, max: 2000 }), (expiresOn, today, later) => {
        const now = order.indexOf(renewalStanding(expiresOn, today).state);
        expect(order.indexOf(renewalStanding(expiresOn, addDays(today, later)).state)).toBeGreaterThanOrEqual(now);
      }),
    );
  });
});

describe('the cards a learner holds', () => {
  const pass = (
    uuid: string,
    courseId: string,
    expirationDate: string | null,
    extra: Record<string, unknown> = {},
  ) => ({
    uuid,
    courseId,
    expirationDate,
    providerCardId: expirationDate ? `${courseId.toUpperCase()}-${uuid}` : null,
    passedAt: expirationDate ? '2024-01-01T10:00:00.000Z' : null,
    review: false,
    ...extra,
  });

  it('keeps one card per course, the latest expiry, in the order given; unfinished courses hold none', () => {
    const list = [
      pass('a', 'bls', '2026-07-01'),
      pass('b', 'acls', null),
      pass('c', 'bls', '2024-07-01'),
      pass('d', 'pals', '2026-03-01'),
    ];
    expect(heldCards(list).map((c) => c.uuid)).toEqual(['a', 'd']);
  });

  it('a review pass shows the card held; the pass that issued it is the one kept', () => {
    const issued = pass('issued', 'bls', '2027-01-01');
    const review = pass('review', 'bls', '2027-01-01', { review: true });
    expect(heldCards([review, issued]).map((c) => c.uuid)).toEqual(['issued']);
    expect(heldCards([issued, review]).map((c) => c.uuid)).toEqual(['issued']);
  });

  it('holds exactly one card per course that has one, with its latest expiry (property)', () => {
    const entry = fc.record({
      courseId: fc.constantFrom('acls', 'bls', 'pals'),
      expirationDate: fc.option(isoDate, { nil: null }),
      review: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (entries) => {
        const list = entries.map((e, i) => pass(String(i), e.courseId, e.expirationDate, { review: e.review }));
        const held = heldCards(list);
        const withCards = list.filter((c) => c.expirationDate);
        expect(new Set(held.map((c) => c.courseId))).toEqual(new Set(withCards.map((c) => c.courseId)));
        expect(held).toHaveLength(new Set(withCards.map((c) => c.courseId)).size);
        for (const card of held) {
          const latest = withCards
            .filter((c) => c.courseId === card.courseId)
            .map((c) => c.expirationDate!)
            .sort()
            .at(-1);
          expect(card.expirationDate).toBe(latest);
        }
      }),
    );
  });
});
