// Learner pricing: the one place prices, For Life and discounts are computed (the server prices every
// cart and charge with these; the web only shows what the server returned). All money is integer cents.
//
// Rounding rule: a percentage of an amount is rounded to the nearest cent, halves rounded up
// (`percentOf(1999, 15)` = 299.85 -> 300). Nothing is ever rounded twice: a discount is computed once
// from the subtotal, and the total is the subtotal minus that discount, never below zero.
//
// Stacking rule: an order gets at most ONE order discount: the coupon or the referred colleague's
// first-order discount, whichever saves more (ties go to the coupon). The auto-renew discount is
// the price of an off-session renewal and is never combined with either.

import { AUTO_RENEW_DISCOUNT_PERCENT, REFERRAL_DISCOUNT_PERCENT } from '../constants';

/** For Life costs the certification price plus this share of it (free recertification every 2 years). */
export const FOR_LIFE_SURCHARGE_PERCENT = 50;

export interface PricedProduct {
  id: string;
  kind: 'certification' | 'recertification';
  /** Integer cents. */
  price: number;
}

export interface CartLine {
  product: PricedProduct;
  forLife: boolean;
}

export interface Coupon {
  code: string;
  kind: 'percent' | 'amount';
  /** Percent (1-100) or integer cents. */
  value: number;
  /** Last valid day, `YYYY-MM-DD` (inclusive); null never expires. */
  expiresOn: string | null;
  /** Redemptions allowed in total; null is unlimited. */
  usageLimit: number | null;
  usedCount: number;
  /** Only these products qualify; empty means every product. */
  productIds: string[];
  /** A personal coupon (the review reward) only its owner can use. */
  ownerId: string | null;
}

export type CouponRefusal = 'unknown' | 'expired' | 'used_up' | 'not_applicable';

export const COUPON_MESSAGES: Record<CouponRefusal, string> = {
  unknown: 'This coupon code is not valid.',
  expired: 'This coupon has expired.',
  used_up: 'This coupon has already been used the maximum number of times.',
  not_applicable: 'This coupon does not apply to the courses in your cart.',
};

/** `amount` × `percent` / 100, rounded to the nearest cent with halves up (integer arithmetic only). */
export function percentOf(amount: number, percent: number): number {
  assertCents(amount);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError(`percent must be an integer 0-100, got ${percent}`);
  return Math.floor((amount * percent + 50) / 100);
}

/** Only certifications can be bought For Life (their recertifications are then free). */
export const canForLife = (product: PricedProduct): boolean => product.kind === 'certification';

/** What For Life adds to a certification's price. */
export const forLifeDeltaPrice = (product: PricedProduct): number =>
  canForLife(product) ? percentOf(product.price, FOR_LIFE_SURCHARGE_PERCENT) : 0;

/** One line's price: the product's price, plus the For Life surcharge when chosen and allowed. */
export const linePrice = (line: CartLine): number =>
  line.product.price + (line.forLife ? forLifeDeltaPrice(line.product) : 0);

/** Why a coupon cannot be used on these lines by this learner today, or null when it can. */
export function couponRefusal(
  coupon: Coupon | null,
  input: { lines: CartLine[]; today: string; userId: string | null },
): CouponRefusal | null {
  if (!coupon) return 'unknown';
  if (coupon.expiresOn !== null && input.today > coupon.expiresOn) return 'expired';
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'used_up';
  if (coupon.ownerId !== null && coupon.ownerId !== input.userId) return 'not_applicable';
  if (eligibleSubtotal(coupon, input.lines) === 0) return 'not_applicable';
  return null;
}

/** The part of the subtotal a coupon may discount (its products, or everything). */
function eligibleSubtotal(coupon: Coupon, lines: CartLine[]): number {
  return lines
    .filter((l) => coupon.productIds.length === 0 || coupon.productIds.includes(l.product.id))
    .reduce((sum, l) => sum + linePrice(l), 0);
}

/** A usable coupon's saving on these lines (never more than what it applies to). */
export function couponDiscount(coupon: Coupon, lines: CartLine[]): number {
  const base = eligibleSubtotal(coupon, lines);
  return Math.min(base, coupon.kind === 'percent' ? percentOf(base, coupon.value) : coupon.value);
}

export interface PriceInput {
  lines: CartLine[];
  /** A coupon that passed `couponRefusal` (null when none). */
  coupon: Coupon | null;
  /** The buyer was referred and has no paid order yet. */
  referredFirstOrder: boolean;
}

export interface Price {
  subtotal: number;
  discountAmount: number;
  /** Percent of the discount that applied (0 for an amount coupon or none). */
  discountPercent: number;
  /** Which discount applied. */
  discountSource: 'coupon' | 'referral' | null;
  total: number;
}

/** Prices a cart: subtotal of its lines, the one best discount, total never negative. */
export function priceCart(input: PriceInput): Price {
  const subtotal = input.lines.reduce((sum, line) => sum + linePrice(line), 0);
  const fromCoupon = input.coupon ? couponDiscount(input.coupon, input.lines) : 0;
  const fromReferral = input.referredFirstOrder ? percentOf(subtotal, REFERRAL_DISCOUNT_PERCENT) : 0;
  let discountAmount = 0;
  let discountSource: Price['discountSource'] = null;
  let discountPercent = 0;
  if (fromCoupon > 0 && fromCoupon >= fromReferral) {
    discountAmount = fromCoupon;
    discountSource = 'coupon';
    discountPercent = input.coupon!.kind === 'percent' ? input.coupon!.value : 0;
  } else if (fromReferral > 0) {
    discountAmount = fromReferral;
    discountSource = 'referral';
    discountPercent = REFERRAL_DISCOUNT_PERCENT;
  }
  discountAmount = Math.min(discountAmount, subtotal);
  return { subtotal, discountAmount, discountPercent, discountSource, total: subtotal - discountAmount };
}

/** An off-session auto-renewal: the recertification's price less the auto-renew discount. */
export function autoRenewalPrice(recertification: PricedProduct): {
  subtotal: number;
  discountAmount: number;
  total: number;
} {
  const discountAmount = percentOf(recertification.price, AUTO_RENEW_DISCOUNT_PERCENT);
  return { subtotal: recertification.price, discountAmount, total: recertification.price - discountAmount };
}

/** `$1,234.50` from cents (the spec: cents shown divided by 100 with a $ sign). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  // Thousands by hand: a page's first Intl call loads the browser's locale data (tens of ms on a phone).
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

function assertCents(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`amount must be whole, non-negative cents, got ${amount}`);
}
