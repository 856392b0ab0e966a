// The learner's orders as the billing pages and the thank-you page show them.
import { formatCents } from '@shared/rules/pricing';
import { countOrdersUpTo, latestOrderOfUser, type Order } from '@functions/data/orders';

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
