import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_DISCOUNT_TIERS } from '@shared/constants';
import {
  activeTiers,
  nextTierOf,
  priceGroupCart,
  seatPrice,
  tierPercentAt,
  tierProgress,
  TIER_PROGRESS_FULL_AT,
} from '@shared/rules/group-pricing';

const tiers = DEFAULT_DISCOUNT_TIERS;
const one = (quantity: number, price = 10000) => [{ id: 'acls-cert', name: 'ACLS', price, quantity }];
const lifetime = fc.integer({ min: 0, max: 200 });
const price = fc.integer({ min: 0, max: 500_000 });

describe('group discount tiers', () => {
  it('has exact boundaries: 4 none, 5 and 9 at 15 %, 10 at 20 %, 15 at 25 %, 29 at 25 %, 30 at 30 %, 50 at 35 %', () => {
    const at = (n: number) => tierPercentAt(n, tiers);
    expect([0, 4, 5, 9, 10, 14, 15, 29, 30, 49, 50, 500].map(at)).toEqual([
      0, 0, 15, 15, 20, 20, 25, 25, 30, 30, 35, 35,
    ]);
  });

  it('counts the quantity being bought on top of lifetime purchases', () => {
    expect(priceGroupCart(one(4), 0, tiers).discountTier).toBe(0);
    expect(priceGroupCart(one(5), 0, tiers).discountTier).toBe(15);
    expect(priceGroupCart(one(2), 3, tiers).discountTier).toBe(15);
    expect(priceGroupCart(one(1), 9, tiers).discountTier).toBe(20);
    expect(priceGroupCart(one(1), 49, tiers).discountTier).toBe(35);
  });

  it('ignores tiers at 0 % and takes them in min order whatever the setting order', () => {
    const shuffled = [
      { min: 10, percent: 20 },
      { min: 1, percent: 0 },
      { min: 5, percent: 15 },
    ];
    expect(activeTiers(shuffled).map((t) => t.min)).toEqual([5, 10]);
    expect(tierPercentAt(1, shuffled)).toBe(0);
    expect(tierPercentAt(12, shuffled)).toBe(20);
  });

  it('a shifted lifetime shifts every boundary by the same amount', () => {
    fc.assert(
      fc.property(lifetime, fc.integer({ min: 0, max: 100 }), (before, quantity) => {
        expect(priceGroupCart(one(quantity), before, tiers).discountTier).toBe(tierPercentAt(before + quantity, tiers));
      }),
    );
  });

  it('the progress bar is full at 50 lifetime seats and never over', () => {
    expect(TIER_PROGRESS_FULL_AT).toBe(50);
    expect(tierProgress(0)).toBe(0);
    expect(tierProgress(25)).toBe(0.5);
    expect(tierProgress(50)).toBe(1);
    expect(tierProgress(80)).toBe(1);
  });
});

describe('group pricing', () => {
  it('rounds the discount per seat to the nearest cent, halves up, and totals the rounded seats', () => {
    // 19,990 × 15 % = 2,998.5 -> 2,999 off a seat.
    const priced = priceGroupCart([{ id: 'a', name: 'A', price: 19990, quantity: 5 }], 0, tiers);
    expect(priced.lines[0]).toMatchObject({ discountTier: 15, discountedPrice: 16991, total: 84955 });
    expect(priced).toMatchObject({ subtotal: 99950, total: 84955, discountAmount: 14995 });
    expect(seatPrice(1, 50)).toBe(0); // 0.5 -> 1 off
  });

  it('the per-seat price never increases when the quantity increases', () => {
    fc.assert(
      fc.property(
        price,
        lifetime,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 60 }),
        (p, before, quantity, more) => {
          const small = priceGroupCart(one(quantity, p), before, tiers).lines[0]!.discountedPrice;
          const big = priceGroupCart(one(quantity + more, p), before, tiers).lines[0]!.discountedPrice;
          expect(big).toBeLessThanOrEqual(small);
        },
      ),
    );
  });

  it('totals are whole cents and add up: total = sum of lines, discount = subtotal - total, never negative', () => {
    const line = fc.record({ id: fc.string(), name: fc.string(), price, quantity: fc.integer({ min: 0, max: 60 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 5 }), lifetime, (lines, before) => {
        const priced = priceGroupCart(lines, before, tiers);
        expect(Number.isInteger(priced.total) && priced.total >= 0).toBe(true);
        expect(priced.total).toBe(priced.lines.reduce((s, l) => s + l.total, 0));
        expect(priced.discountAmount).toBe(priced.subtotal - priced.total);
        expect(priced.discountAmount).toBeGreaterThanOrEqual(0);
        expect(priced.quantity).toBe(lines.reduce((s, l) => s + l.quantity, 0));
      }),
    );
  });

  it('refuses negative or fractional quantities', () => {
    expect(() => priceGroupCart(one(-1), 0, tiers)).toThrow(RangeError);
    expect(() => priceGroupCart(one(1.5), 0, tiers)).toThrow(RangeError);
  });

  it('a tier jump can make a bigger order cheaper: the product leaves the order alone and names the next tier', () => {
    const at29 = priceGroupCart(one(29), 0, tiers);
    const at30 = priceGroupCart(one(30), 0, tiers);
    expect(at30.total).toBeLessThan(at29.total); // 29 × 75.00 = 2,175.00 > 30 × 70.00 = 2,100.00
    expect(at29.lines[0]!.quantity).toBe(29);
    expect(at29.nextTier).toEqual({ seatsNeeded: 1, percent: 30 });
    expect(nextTierOf(50, tiers)).toBeNull();
    expect(nextTierOf(0, tiers)).toEqual({ seatsNeeded: 5, percent: 15 });
  });
});
