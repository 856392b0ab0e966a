// The learner's orders as the billing pages, the thank-you page, receipts and emails show them.
import { AUTO_RENEW_DISCOUNT_PERCENT, REFERRAL_DISCOUNT_PERCENT } from '@shared/constants';
import { formatCents } from '@shared/rules/pricing';
import { countOrdersUpTo, latestOrderOfUser, type Order } from '@functions/data/orders';

const DISCOUNT_LABELS: Record<NonNullable<Order['discountSource']>, string> = {
  coupon: 'Coupon',
  referral: `Referral discount (${REFERRAL_DISCOUNT_PERCENT}%)`,
  auto_renew: `Auto-renew discount (${AUTO_RENEW_DISCOUNT_PERCENT}%)`,
};

/** The order discount's line on a receipt: `Coupon SAVE10`, `Referral discount (15%)`; none without one. */
export function discountLabelOf(order: Pick<Order, 'discountSource' | 'couponCode'>): string | null {
  if (!order.discountSource) return null;
  return order.discountSource === 'coupon' && order.couponCode
    ? `Coupon ${order.couponCode}`
    : DISCOUNT_LABELS[order.discountSource];
}

/** A line's name on a receipt (a For Life purchase says so). */
export const receiptLineName = (line: Order['lines'][number]) => (line.forLife ? `${line.name} For Life` : line.name);

export const presentOrder = (order: Order, count: number) => ({
  id: order.id,
  createdAt: order.createdAt,
  totalCost: order.total,
  dollarPrice: formatCents(order.total),
  count,
});

/** The latest order and what conversion tracking needs (a first order counts once more). */
export async function latestOrder(userId: string) {
  const order = await latestOrderOfUser(userId);
  if (!order) return { order: null, purchaseData: null };
  const count = await countOrdersUpTo(userId, order.id);
  return {
    order: presentOrder(order, count),
    purchaseData: {
      orderId: order.id,
      value: order.total,
      currency: 'USD',
      firstOrder: count === 1,
      items: order.lines,
    },
  };
}
