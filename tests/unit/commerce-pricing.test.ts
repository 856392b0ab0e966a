import { AUTO_RENEW_DISCOUNT_PERCENT, REFERRAL_DISCOUNT_PERCENT } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  autoRenewalPrice,
  couponDiscount,
  couponRefusal,
  forLifeDeltaPrice,
  formatCents,
  linePrice,
  percentOf,
  priceCart,
  type CartLine,
  type Coupon,
  type PricedProduct,
} from '@shared/rules/pricing';

const acls: PricedProduct = { id: 'acls-cert', kind: 'certification', price: 19900 };
const aclsRecert: PricedProduct = { id: 'acls-recert', kind: 'recertification', price: 14900 };
const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  expiresOn: null,
  usageLimit: null,
  usedCount: 0,
  productIds: [],
  ownerId: null,
  ...over,
});
const today = '2026-11-23';

const product = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd'),
  kind: fc.constantFrom('certification' as const, 'recertification' as const),
  price: fc.integer({ min: 0, max: 500_000 }),
});
const lines = fc.array(fc.record({ product, forLife: fc.boolean() }), { maxLength: 6 });
const anyCoupon = fc
  .oneof(
    fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }) }),
    fc.record({ kind: fc.constant('amount' as const), value: fc.integer({ min: 1, max: 1_000_000 }) }),
  )
  .chain((c) => fc.record({ productIds: fc.subarray(['a', 'b', 'c', 'd']) }).map((p) => coupon({ ...c, ...p })));

describe('percentOf: rounding to the cent', () => {
  it('rounds to the nearest cent with halves up', () => {
    expect(percentOf(1999, 15)).toBe(300); // 299.85
    expect(percentOf(1990, 15)).toBe(299); // 298.5 -> 299 (half up)
    expect(percentOf(1, 50)).toBe(1); // 0.5 -> 1
    expect(percentOf(1, 49)).toBe(0);
    expect(percentOf(19900, 10)).toBe(1990);
    expect(percentOf(0, 15)).toBe(0);
  });

  it('refuses fractional cents and bad percents', () => {
    expect(() => percentOf(10.5, 10)).toThrow(RangeError);
    expect(() => percentOf(-1, 10)).toThrow(RangeError);
    expect(() => percentOf(100, 101)).toThrow(RangeError);
    expect(() => percentOf(100, 7.5)).toThrow(RangeError);
  });

  it('is the exact value rounded half up, an integer within half a cent (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (amount, percent) => {
        const result = percentOf(amount, percent);
        expect(Number.isInteger(result)).toBe(true);
        const exact = (amount * percent) / 100;
        expect(Math.abs(result - exact)).toBeLessThanOrEqual(0.5);
        if (exact - Math.floor(exact) === 0.5) expect(result).toBe(Math.ceil(exact));
        expect(result).toBeLessThanOrEqual(amount);
      }),
    );
  });
});

describe('For Life', () => {
  it('adds half the certification price; recertifications cannot be For Life', () => {
    expect(forLifeDeltaPrice(acls)).toBe(9950);
    expect(linePrice({ product: acls, forLife: true })).toBe(29850);
    expect(forLifeDeltaPrice(aclsRecert)).toBe(0);
    expect(linePrice({ product: aclsRecert, forLife: true })).toBe(14900);
  });
});

describe('coupons', () => {
  const cart: CartLine[] = [{ product: acls, forLife: false }];

  it('percent and amount coupons', () => {
    expect(couponDiscount(coupon(), cart)).toBe(1990);
    expect(couponDiscount(coupon({ kind: 'amount', value: 500 }), cart)).toBe(500);
    expect(couponDiscount(coupon({ kind: 'amount', value: 50_000 }), cart)).toBe(19900);
  });

  it('applies only to its products', () => {
    const two: CartLine[] = [
      { product: acls, forLife: false },
      { product: aclsRecert, forLife: false },
    ];
    expect(couponDiscount(coupon({ productIds: ['acls-recert'] }), two)).toBe(1490);
  });

  it('refuses unknown, expired, used up and not applicable coupons with the field messages', () => {
    const input = { lines: cart, today, userId: 'u1' };
    expect(couponRefusal(null, input)).toBe('unknown');
    expect(couponRefusal(coupon({ expiresOn: '2026-11-22' }), input)).toBe('expired');
    expect(couponRefusal(coupon({ expiresOn: today }), input)).toBeNull(); // the last day still counts
    expect(couponRefusal(coupon({ usageLimit: 3, usedCount: 3 }), input)).toBe('used_up');
    expect(couponRefusal(coupon({ usageLimit: 3, usedCount: 2 }), input)).toBeNull();
    expect(couponRefusal(coupon({ productIds: ['pals-cert'] }), input)).toBe('not_applicable');
    expect(couponRefusal(coupon({ ownerId: 'someone-else' }), input)).toBe('not_applicable');
    expect(couponRefusal(coupon({ ownerId: 'u1' }), input)).toBeNull();
    expect(couponRefusal(coupon(), { ...input, lines: [] })).toBe('not_applicable');
  });
});

describe('priceCart', () => {
  it('prices the spec examples', () => {
    expect(
      priceCart({ lines: [{ product: acls, forLife: false }], coupon: coupon(), referredFirstOrder: false }),
    ).toEqual({
      subtotal: 19900,
      discountAmount: 1990,
      discountPercent: 10,
      discountSource: 'coupon',
      total: 17910,
    });
    expect(priceCart({ lines: [{ product: acls, forLife: false }], coupon: null, referredFirstOrder: true })).toEqual({
      subtotal: 19900,
      discountAmount: 2985,
      discountPercent: REFERRAL_DISCOUNT_PERCENT,
      discountSource: 'referral',
      total: 16915,
    });
    expect(priceCart({ lines: [], coupon: null, referredFirstOrder: false }).total).toBe(0);
  });

  it('takes the better of coupon and referral, never both', () => {
    const line = [{ product: acls, forLife: false }];
    expect(priceCart({ lines: line, coupon: coupon({ value: 20 }), referredFirstOrder: true }).discountSource).toBe(
      'coupon',
    );
    expect(priceCart({ lines: line, coupon: coupon({ value: 10 }), referredFirstOrder: true }).discountSource).toBe(
      'referral',
    );
    expect(priceCart({ lines: line, coupon: coupon({ value: 15 }), referredFirstOrder: true }).discountSource).toBe(
      'coupon',
    );
  });

  it('totals are whole cents, never negative, and equal subtotal minus one allowed discount (property)', () => {
    fc.assert(
      fc.property(lines, fc.option(anyCoupon, { nil: null }), fc.boolean(), (cartLines, c, referred) => {
        const price = priceCart({ lines: cartLines, coupon: c, referredFirstOrder: referred });
        expect(Number.isSafeInteger(price.total)).toBe(true);
        expect(price.total).toBeGreaterThanOrEqual(0);
        expect(price.total).toBe(price.subtotal - price.discountAmount);
        expect(price.subtotal).toBe(cartLines.reduce((s, l) => s + linePrice(l), 0));
        // The discount is exactly one of the allowed ones: never their sum.
        const fromCoupon = c ? couponDiscount(c, cartLines) : 0;
        const fromReferral = referred ? percentOf(price.subtotal, REFERRAL_DISCOUNT_PERCENT) : 0;
        expect(price.discountAmount).toBe(Math.max(fromCoupon, fromReferral));
        expect(price.discountAmount).toBeLessThanOrEqual(price.subtotal);
        if (price.discountAmount === 0) expect(price.discountSource).toBeNull();
      }),
    );
  });

  it('adding a line never lowers the total without a coupon (property)', () => {
    fc.assert(
      fc.property(lines, fc.record({ product, forLife: fc.boolean() }), fc.boolean(), (cartLines, extra, referred) => {
        const before = priceCart({ lines: cartLines, coupon: null, referredFirstOrder: referred }).total;
        const after = priceCart({ lines: [...cartLines, extra], coupon: null, referredFirstOrder: referred }).total;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});

describe('auto-renewal and display', () => {
  it('charges the recertification price less 15 %', () => {
    expect(autoRenewalPrice(aclsRecert)).toEqual({ subtotal: 14900, discountAmount: 2235, total: 12665 });
    fc.assert(
      fc.property(product, (p) => {
        const renewal = autoRenewalPrice(p);
        expect(renewal.total).toBe(p.price - percentOf(p.price, AUTO_RENEW_DISCOUNT_PERCENT));
        expect(renewal.total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('formats cents as dollars', () => {
    expect(formatCents(19900)).toBe('$199.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-100_000_000_01)).toBe('-$100,000,000.01');
  });

  it('groups dollars as en-US does, at any size', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const abs = Math.abs(cents);
        const expected = `${cents < 0 ? '-' : ''}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
        expect(formatCents(cents)).toBe(expected);
      }),
    );
  });
});
