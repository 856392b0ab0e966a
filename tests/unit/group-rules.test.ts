// The group portal's pure rules: filter operators and their messages, the sort cycle, member status,
// seats available and discount tiers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFilter, matchesFilter, nextSort, parseFilter } from '@shared/rules/group-filters';
import { discountTierFor, memberStatus, seatsAvailable } from '@shared/rules/group-members';
import { DEFAULT_DISCOUNT_TIERS } from '@shared/constants';

describe('parseFilter', () => {
  it('reads every operator of a date column, and refuses what a select column has not', () => {
    expect(parseFilter('date', '=:2026-01-02')).toEqual({ ok: true, filter: { op: '=', values: ['2026-01-02'] } });
    expect(parseFilter('date', '>=:2026-01-02')).toEqual({ ok: true, filter: { op: '>=', date: '2026-01-02' } });
    expect(parseFilter('date', '<=:2026-01-02')).toEqual({ ok: true, filter: { op: '<=', date: '2026-01-02' } });
    expect(parseFilter('date', '..:2026-01-02,2026-02-01')).toEqual({
      ok: true,
      filter: { op: '..', from: '2026-01-02', to: '2026-02-01' },
    });
    expect(parseFilter('date', '!:')).toEqual({ ok: true, filter: { op: '!' } });
    expect(parseFilter('date', '!!')).toEqual({ ok: true, filter: { op: '!!' } });
    expect(parseFilter('date', '==:2026-01-02')).toEqual({ ok: false, message: 'Operator not found: ==' });
    expect(parseFilter('select', '>=:a')).toEqual({ ok: false, message: 'Operator not found: >=' });
    expect(parseFilter('select', '~:a')).toEqual({ ok: false, message: 'Operator not found: ~' });
  });

  it("gives the spec's messages: a date, both dates, at least one value", () => {
    expect(parseFilter('date', '=:')).toEqual({ ok: false, message: 'Please select a date' });
    expect(parseFilter('date', '>=:2026-02-30')).toEqual({ ok: false, message: 'Please select a date' });
    expect(parseFilter('date', '..:2026-01-01')).toEqual({ ok: false, message: 'Please select both dates' });
    expect(parseFilter('date', '..:,2026-01-01')).toEqual({ ok: false, message: 'Please select both dates' });
    expect(parseFilter('select', '=:')).toEqual({ ok: false, message: 'Please select at least one value' });
    expect(parseFilter('select', '==: , ')).toEqual({ ok: false, message: 'Please select at least one value' });
  });

  it('formatFilter is the inverse of parseFilter', () => {
    const day = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const filter = fc.oneof(
      fc.record({ op: fc.constantFrom('>=' as const, '<=' as const), date: day }),
      fc.record({ op: fc.constant('..' as const), from: day, to: day }),
      fc.record({ op: fc.constantFrom('!' as const, '!!' as const) }),
    );
    fc.assert(
      fc.property(filter, (f) => {
        expect(parseFilter('date', formatFilter(f))).toEqual({ ok: true, filter: f });
      }),
    );
    const values = fc.array(fc.stringMatching(/^[a-z_]{1,8}$/), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(fc.constantFrom('=' as const, '==' as const), values, (op, v) => {
        expect(parseFilter('select', formatFilter({ op, values: v }))).toEqual({ ok: true, filter: { op, values: v } });
      }),
    );
  });
});

describe('matchesFilter', () => {
  it('compares dates by day, between inclusive, blank and not blank', () => {
    expect(matchesFilter({ op: '>=', date: '2026-03-01' }, '2026-03-01T23:00:00.000Z', 'date')).toBe(true);
    expect(matchesFilter({ op: '<=', date: '2026-02-28' }, '2026-03-01T00:00:00.000Z', 'date')).toBe(false);
    expect(matchesFilter({ op: '..', from: '2026-01-01', to: '2026-01-31' }, '2026-01-31', 'date')).toBe(true);
    expect(matchesFilter({ op: '!' }, null, 'date')).toBe(true);
    expect(matchesFilter({ op: '!!' }, null, 'date')).toBe(false);
    expect(matchesFilter({ op: '>=', date: '2026-01-01' }, null, 'date')).toBe(false);
  });

  it('= needs every value, == any of them', () => {
    expect(matchesFilter({ op: '=', values: ['a', 'b'] }, ['a', 'b', 'c'], 'select')).toBe(true);
    expect(matchesFilter({ op: '=', values: ['a', 'd'] }, ['a', 'b'], 'select')).toBe(false);
    expect(matchesFilter({ op: '==', values: ['a', 'd'] }, ['d'], 'select')).toBe(true);
    expect(matchesFilter({ op: '==', values: ['x'] }, 'y', 'select')).toBe(false);
    expect(matchesFilter({ op: '!' }, [], 'select')).toBe(true);
  });
});

it('the sort cycle per column is asc, desc, cleared; another column starts at asc', () => {
  let state = { sort: null as string | null, order: null as 'asc' | 'desc' | null };
  state = nextSort(state, 'name');
  expect(state).toEqual({ sort: 'name', order: 'asc' });
  state = nextSort(state, 'name');
  expect(state).toEqual({ sort: 'name', order: 'desc' });
  expect(nextSort(state, 'email')).toEqual({ sort: 'email', order: 'asc' });
  expect(nextSort(state, 'name')).toEqual({ sort: null, order: null });
});

describe('member status and seats', () => {
  it('enrolled while a course is pending, else non-compliant with an expired one, else compliant, else needs attention', () => {
    expect(memberStatus({ pending: 1, compliant: 0, nonCompliant: 2 })).toBe('enrolled');
    expect(memberStatus({ pending: 0, compliant: 3, nonCompliant: 1 })).toBe('non_compliant');
    expect(memberStatus({ pending: 0, compliant: 1, nonCompliant: 0 })).toBe('compliant');
    expect(memberStatus({ pending: 0, compliant: 0, nonCompliant: 0 })).toBe('needs_attention');
  });

  it('seats available are never negative', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (purchased, used) => {
        const available = seatsAvailable({ quantityPurchased: purchased, quantityUsed: used });
        expect(available).toBe(Math.max(0, purchased - used));
      }),
    );
  });

  it("discount tier: the spec's tiers (5+ 15%, 10+ 20%, 15+ 25%, 30+ 30%, 50+ 35%), none below 5", () => {
    expect([0, 4, 5, 9, 10, 15, 29, 30, 49, 50, 500].map((n) => discountTierFor(n, DEFAULT_DISCOUNT_TIERS))).toEqual([
      null,
      null,
      15,
      15,
      20,
      25,
      25,
      30,
      30,
      35,
      35,
    ]);
  });
});
