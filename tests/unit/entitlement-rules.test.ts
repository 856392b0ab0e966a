// What may back a card: the pure rules (shared/rules/entitlements.ts), exhaustively over kinds and
// dates, with properties over any day and any card.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@shared/rules/dates';
import {
  FOR_LIFE_RENEWAL_WINDOW_DAYS,
  forLifeRenewalOpensOn,
  pickEntitlement,
  productKindToBuy,
  RECERTIFICATION_GRACE_DAYS,
  renewable,
  usable,
  type Entitlement,
} from '@shared/rules/entitlements';

const day = fc.integer({ min: 0, max: 20_000 }).map((n) => addDays('2000-01-01', n));
const TODAY = '2026-11-26';

describe('renewable: a card current or expired within the grace', () => {
  it.each([
    [addDays(TODAY, 400), true],
    [TODAY, true],
    [addDays(TODAY, -RECERTIFICATION_GRACE_DAYS), true],
    [addDays(TODAY, -RECERTIFICATION_GRACE_DAYS - 1), false],
  ])('expires %s: %s', (expiresOn, expected) => {
    expect(renewable({ id: 'c', expiresOn }, TODAY)).toBe(expected);
    expect(productKindToBuy({ id: 'c', expiresOn }, TODAY)).toBe(expected ? 'recertification' : 'certification');
  });

  it('no card: certify', () => {
    expect(renewable(null, TODAY)).toBe(false);
    expect(productKindToBuy(null, TODAY)).toBe('certification');
  });

  it('property: renewable exactly while today is at most grace days after expiry', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -1000, max: 1000 }), (expiresOn, offset) => {
        const today = addDays(expiresOn, offset);
        expect(renewable({ id: 'c', expiresOn }, today)).toBe(offset <= RECERTIFICATION_GRACE_DAYS);
      }),
    );
  });
});

describe('usable: certification for anyone, recertification only for a renewable card', () => {
  it.each([
    ['certification', null, true],
    ['certification', addDays(TODAY, -1000), true],
    ['recertification', null, false],
    ['recertification', addDays(TODAY, -1000), false],
    ['recertification', addDays(TODAY, 10), true],
  ] as const)('%s with card expiring %s: %s', (kind, expiresOn, expected) => {
    expect(usable({ kind }, expiresOn ? { id: 'c', expiresOn } : null, TODAY)).toBe(expected);
  });
});

describe('For Life', () => {
  it('the renewal opens the window before expiry', () => {
    expect(forLifeRenewalOpensOn({ id: 'c', expiresOn: '2027-03-01' })).toBe(
      addDays('2027-03-01', -FOR_LIFE_RENEWAL_WINDOW_DAYS),
    );
  });
});

describe('pickEntitlement', () => {
  const e = (id: string, source: Entitlement['source'], createdAt: string): Entitlement => ({
    id,
    source,
    kind: 'certification',
    courseId: 'cpr',
    subscriptionUuid: null,
    createdAt,
  });

  it('none: null', () => expect(pickEntitlement([], null)).toBeNull());

  it('the preferred one when still there, else seat, then the oldest purchase, then For Life', () => {
    const seat = e('seat:1', 'group-seat', '2026-05-01');
    const old = e('purchase:a', 'purchase', '2026-01-01');
    const young = e('purchase:b', 'purchase', '2026-03-01');
    const life = e('for-life:c', 'for-life', '2025-01-01');
    expect(pickEntitlement([life, young, old, seat], 'purchase:b')).toBe(young);
    expect(pickEntitlement([life, young, old, seat], 'gone')).toBe(seat);
    expect(pickEntitlement([life, young, old], null)).toBe(old);
    expect(pickEntitlement([life], null)).toBe(life);
  });

  it('property: always one of the candidates, and the same whatever their order', () => {
    const source = fc.constantFrom<Entitlement['source']>('group-seat', 'purchase', 'for-life');
    const entitlement = fc
      .record({ id: fc.uuid(), source, createdAt: day })
      .map(({ id, source: s, createdAt }) => e(id, s, createdAt));
    fc.assert(
      fc.property(fc.uniqueArray(entitlement, { minLength: 1, maxLength: 8, selector: (x) => x.id }), (list) => {
        const picked = pickEntitlement(list, null);
        expect(list).toContain(picked);
        expect(pickEntitlement([...list].reverse(), null)).toBe(picked);
      }),
    );
  });
});
