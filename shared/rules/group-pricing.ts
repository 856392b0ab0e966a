// Group pricing: the discount tier a group purchase gets and what its seats cost. The server prices
// every group cart and charge with these; the web only shows what the server returned. Integer cents.
//
// Tier rule: the tiers come from the company setting; only tiers with a percent above 0 count, sorted
// by `min`. A group's purchases are cumulative over its lifetime, and the order being priced counts
// too: the tier is the highest one whose `min` the lifetime seats bought so far PLUS the seats in this
// order reach (4 seats -> none, 5 -> 15 %, 10 -> 20 %; a group that already bought 3 gets 15 % on 2).
// The whole order is priced at that one tier.
//
// Rounding rule: the discount is taken per seat, `percentOf(price, tier)` (nearest cent, halves up),
// so a seat costs `price - that` and a line `seat price × quantity`; the total is the sum of the
// lines and the discount the subtotal minus the total. Nothing is rounded twice, and the price of a
// seat never goes up when the order grows.
//
// Tier jumps: an order just below a tier can cost more in total than a bigger one at the next tier
// (29 seats at 25 % off cost 21.75 seats' price; 30 at 30 % off cost 21). The product does not change
// the order for the buyer; the cart says how many more seats reach the next tier (`nextTierOf`), so
// the buyer sees the saving and decides.
import { percentOf } from './pricing';

/** The progress bar towards the best tier is full at this many lifetime seats. */
export const TIER_PROGRESS_FULL_AT = 50;

export interface TierSetting {
  min: number;
  percent: number;
}

/** The tiers that discount anything, lowest first. */
export const activeTiers = <T extends TierSetting>(tiers: readonly T[]): T[] =>
  tiers.filter((tier) => tier.percent > 0).sort((a, b) => a.min - b.min);

/** The percent a cumulative seat count reaches (0: no tier yet). */
export function tierPercentAt(cumulativeSeats: number, tiers: readonly TierSetting[]): number {
  return (
    activeTiers(tiers)
      .filter((tier) => cumulativeSeats >= tier.min)
      .at(-1)?.percent ?? 0
  );
}

/** The next tier above a cumulative seat count and how many more seats reach it (null at the top). */
export function nextTierOf(
  cumulativeSeats: number,
  tiers: readonly TierSetting[],
): { seatsNeeded: number; percent: number } | null {
  const next = activeTiers(tiers).find((tier) => tier.min > cumulativeSeats);
  return next ? { seatsNeeded: next.min - cumulativeSeats, percent: next.percent } : null;
}

/** How full the tier progress bar is, 0 to 1. */
export const tierProgress = (cumulativeSeats: number): number =>
  Math.min(1, Math.max(0, cumulativeSeats) / TIER_PROGRESS_FULL_AT);

/** One seat's price at a tier. */
export const seatPrice = (price: number, percent: number): number => price - percentOf(price, percent);

export interface GroupCartInputLine {
  id: string;
  name: string;
  /** One seat, cents. */
  price: number;
  quantity: number;
}

export interface PricedGroupLine extends GroupCartInputLine {
  discountTier: number;
  discountedPrice: number;
  total: number;
}

export interface PricedGroupCart {
  lines: PricedGroupLine[];
  /** Seats in this order. */
  quantity: number;
  /** The tier the order gets (0: none). */
  discountTier: number;
  subtotal: number;
  discountAmount: number;
  total: number;
  /** Lifetime seats including this order. */
  cumulativeSeats: number;
  nextTier: { seatsNeeded: number; percent: number } | null;
}

/** Prices a group order: `lifetimeSeats` the group bought before it (see the rules at the top). */
export function priceGroupCart(
  lines: readonly GroupCartInputLine[],
  lifetimeSeats: number,
  tiers: readonly TierSetting[],
): PricedGroupCart {
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 0)
      throw new RangeError(`quantity must be a whole number >= 0, got ${line.quantity}`);
  }
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const cumulativeSeats = lifetimeSeats + quantity;
  const discountTier = tierPercentAt(cumulativeSeats, tiers);
  const priced = lines.map((line) => {
    const discountedPrice = seatPrice(line.price, discountTier);
    return { ...line, discountTier, discountedPrice, total: discountedPrice * line.quantity };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const total = priced.reduce((sum, line) => sum + line.total, 0);
  return {
    lines: priced,
    quantity,
    discountTier,
    subtotal,
    discountAmount: subtotal - total,
    total,
    cumulativeSeats,
    nextTier: nextTierOf(cumulativeSeats, tiers),
  };
}
