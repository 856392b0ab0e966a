// Buying seats: the server prices the cart map, charges the group's saved card off-session, then
// writes the order, the seats and the group's purchased flag in one transaction. The provider's
// idempotency key is the request's Idempotency-Key, so a retried request charges once; the purchase
// claim (`group:<PaymentIntent>`) makes one order per payment. A refusal writes nothing and answers
// the provider's message.
import { randomUUID } from 'node:crypto';
import { GROUP_PURCHASE_MESSAGES } from '@shared/constants';
import type { CartMap } from '@shared/contracts/group-commerce';
import { paths } from '@shared/paths';
import { chargeOffSession, PaymentRefused } from '@functions/adapters/payments/payments';
import { groupOrderOfPayment, writeGroupOrder, type GroupOrder } from '@functions/data/group-orders';
import type { User } from '@functions/data/users';
import { Conflict, Invalid } from '@functions/lib/errors';
import type { GroupScope } from '@functions/lib/group-scope';
import { newOrderId } from '../commerce/ids';
import { priceGroupOrder } from './group-cart';
import { presentGroupOrder } from './orders';
import { groupCard } from './payment-methods';

export const PAYMENT_NOT_COMPLETED = 'Your payment could not be completed. Please try another card.';

export async function purchaseSeats(group: GroupScope, admin: User, input: { cart: CartMap; paymentMethodId: string }, idempotencyKey: string, now = new Date()) {
  const wanted = Object.fromEntries(Object.entries(input.cart).filter(([, quantity]) => quantity > 0));
  if (!Object.keys(wanted).length) throw Invalid.field('cart', GROUP_PURCHASE_MESSAGES.emptySelection);
  const { cart, products } = await priceGroupOrder(group, wanted);
  const { customerId, card } = await groupCard(group, input.paymentMethodId);

  let intent;
  try {
    intent = await chargeOffSession({
      amount: cart.total, customerId, paymentMethodId: card.paymentMethodId,
      metadata: { purpose: 'group_purchase', groupId: group.id, userId: admin.id }, idempotencyKey: `group-purchase:${group.id}:${idempotencyKey}`,
    });
  } catch (error) {
    if (error instanceof PaymentRefused) throw Invalid.field('base', error.message);
    throw error;
  }
  if (intent.status !== 'succeeded') throw Invalid.field('base', PAYMENT_NOT_COMPLETED);
  if (intent.amount !== cart.total) throw new Conflict('This payment does not match your order. Please contact support.');

  const bought = cart.lineItems.filter((line) => line.quantity > 0);
  const order: GroupOrder = {
    id: newOrderId(now), uuid: randomUUID(), groupId: group.id, userId: admin.id, createdAt: now.toISOString(), source: `group:${intent.id}`, paymentIntentId: intent.id,
    lines: bought.map((line) => ({ productId: line.id, name: line.name, color: products.get(line.id)?.color ?? '#6b7280', quantity: line.quantity, price: line.price, discountedPrice: line.discountedPrice, total: line.total })),
    discountTier: cart.discountTier, subtotal: cart.subtotal, discountAmount: cart.discountAmount, total: cart.total, card: { brand: card.brand, last4: card.last4 },
  };
  const written = (await writeGroupOrder(order)) ? order : await groupOrderOfPayment(group, order.source);
  if (!written) throw new Conflict('Your order is being completed elsewhere. Please try again.');
  return { order: presentGroupOrder(written), redirect: paths.groupCourses, toaster: { type: 'success' as const, message: GROUP_PURCHASE_MESSAGES.purchased } };
}
