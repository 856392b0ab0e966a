// Buying seats: the server prices the cart map and saves that priced order under the charge's
// idempotency key (the request's Idempotency-Key), charges the group's saved card off-session, then
// writes the order, the seats and the group's purchased flag in one transaction. The request and the
// payment_intent.succeeded webhook both complete the saved order, so a request that dies after the
// charge loses nothing; the purchase claim (`group:<PaymentIntent>`) makes one order per payment and a
// retried request charges once. A refusal writes nothing and answers the provider's message.
import { randomUUID } from 'node:crypto';
import { GROUP_PURCHASE_MESSAGES } from '@shared/constants';
import type { CartMap } from '@shared/contracts/group-commerce';
import { paths } from '@shared/paths';
import {
  chargeOffSession,
  PaymentRefused,
  retrievePaymentIntent,
  type IntentSummary,
} from '@functions/adapters/payments/payments';
import {
  deletePendingGroupOrder,
  getPendingGroupOrder,
  groupOrderOfPayment,
  savePendingGroupOrder,
  writeGroupOrder,
  type GroupOrder,
  type PendingGroupOrder,
} from '@functions/data/group-orders';
import type { User } from '@functions/data/users';
import { Conflict, Invalid } from '@functions/lib/errors';
import { groupScopeOfPayment, type GroupScope } from '@functions/lib/group-scope';
import { logger } from '@functions/lib/logger';
import { successToast } from '@functions/lib/toasts';
import { newOrderId } from '../commerce/ids';
import { priceGroupOrder } from './group-cart';
import { mailGroupOrderReceipt } from './order-receipts';
import { presentGroupOrder } from './orders';
import { GROUP_COMMERCE_MESSAGES } from './messages';
import { groupCard } from './payment-methods';

/** What a group charge's PaymentIntent metadata says it is for (the webhook routes on it). */
export const GROUP_PURCHASE_PURPOSE = 'group_purchase';

type PurchaseInput = { cart: CartMap; paymentMethodId: string };

export async function purchase(
  group: GroupScope,
  admin: User,
  input: PurchaseInput,
  idempotencyKey: string,
  now = new Date(),
) {
  const { pending, intent } = await chargeGroupPurchase(group, admin, input, idempotencyKey, now);
  const order = await completeGroupPurchase(pending, intent);
  return {
    order: presentGroupOrder(order),
    redirect: paths.groupCourses,
    toaster: successToast(GROUP_PURCHASE_MESSAGES.purchased),
  };
}

/** The request's first half: the priced order saved, then the card charged (a Lambda that dies after this loses nothing). */
export async function chargeGroupPurchase(
  group: GroupScope,
  admin: User,
  input: PurchaseInput,
  idempotencyKey: string,
  now = new Date(),
) {
  const pending = await pendingOrder(group, admin, input, `group-purchase:${group.id}:${idempotencyKey}`, now);
  try {
    const intent = await chargeOffSession({
      amount: pending.total,
      customerId: pending.customerId,
      paymentMethodId: input.paymentMethodId,
      metadata: {
        purpose: GROUP_PURCHASE_PURPOSE,
        groupId: group.id,
        userId: admin.id,
        purchaseKey: pending.purchaseKey,
      },
      idempotencyKey: pending.purchaseKey,
    });
    return { pending, intent };
  } catch (error) {
    if (!(error instanceof PaymentRefused)) throw error;
    await deletePendingGroupOrder(pending.purchaseKey);
    throw Invalid.field('base', error.message);
  }
}

/**
 * The order this key charges for: the one a first attempt saved (a retry after a crash charges and
 * writes exactly that, even if the lifetime tier has moved since), or the cart priced now.
 */
async function pendingOrder(
  group: GroupScope,
  admin: User,
  input: PurchaseInput,
  purchaseKey: string,
  now: Date,
): Promise<PendingGroupOrder> {
  const saved = await getPendingGroupOrder(purchaseKey);
  if (saved) return saved;
  const wanted = Object.fromEntries(Object.entries(input.cart).filter(([, quantity]) => quantity > 0));
  if (!Object.keys(wanted).length) throw Invalid.field('cart', GROUP_PURCHASE_MESSAGES.emptySelection);
  const { cart, products } = await priceGroupOrder(group, wanted);
  const { customerId, card } = await groupCard(group, input.paymentMethodId);
  return savePendingGroupOrder({
    purchaseKey,
    customerId,
    id: newOrderId(now),
    uuid: randomUUID(),
    groupId: group.id,
    userId: admin.id,
    createdAt: now.toISOString(),
    lines: cart.lineItems
      .filter((line) => line.quantity > 0)
      .map((line) => ({
        productId: line.id,
        name: line.name,
        color: products.get(line.id)?.color ?? '#6b7280',
        quantity: line.quantity,
        price: line.price,
        discountedPrice: line.discountedPrice,
        total: line.total,
      })),
    discountTier: cart.discountTier,
    subtotal: cart.subtotal,
    discountAmount: cart.discountAmount,
    total: cart.total,
    card: { brand: card.brand, last4: card.last4 },
  });
}

/** Writes the saved order for a succeeded charge once; whoever comes second (request or webhook) finds it. */
async function completeGroupPurchase(pending: PendingGroupOrder, intent: IntentSummary): Promise<GroupOrder> {
  if (intent.status !== 'succeeded') throw Invalid.field('base', GROUP_COMMERCE_MESSAGES.paymentNotCompleted);
  if (intent.amount !== pending.total || intent.customerId !== pending.customerId) {
    logger.error('Group payment does not match its order', { paymentIntentId: intent.id });
    throw new Conflict('This payment does not match your order. Please contact support.');
  }
  const { purchaseKey: _key, customerId: _customer, ...fields } = pending;
  const order: GroupOrder = { ...fields, source: `group:${intent.id}`, paymentIntentId: intent.id };
  if (await writeGroupOrder(order)) {
    await mailGroupOrderReceipt(order); // the writer mails: once, whoever it is
    return order;
  }
  const written = await groupOrderOfPayment(groupScopeOfPayment(pending), order.source);
  if (!written) throw new Conflict('Your order is being completed elsewhere. Please try again.');
  return written;
}

/** payment_intent.succeeded of a group charge: the seats are bought even when the request never got to write them. */
export async function completeGroupPurchaseFromWebhook(
  paymentIntentId: string,
  purchaseKey: string | undefined,
): Promise<void> {
  const pending = purchaseKey ? await getPendingGroupOrder(purchaseKey) : null;
  if (!pending) {
    logger.warn('Paid group intent without a pending order', { paymentIntentId });
    return;
  }
  const intent = await retrievePaymentIntent(paymentIntentId);
  if (!intent || intent.metadata.purchaseKey !== purchaseKey) {
    logger.error('Group payment does not match its order', { paymentIntentId });
    return;
  }
  await completeGroupPurchase(pending, intent);
}
