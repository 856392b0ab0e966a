// Buying seats: the server prices the cart map and saves that priced order under the charge's
// idempotency key (the request's Idempotency-Key), opens ONE PaymentIntent for it and records the
// intent on the saved order before confirming it with the group's saved card. The admin is on the
// page, so the charge is on-session: a card whose bank wants 3-D Secure answers 202 with the intent's
// client secret, the browser authenticates and then calls POST /api/groups/purchases/complete.json.
// The request, that call and the payment_intent.succeeded webhook all complete the saved order, so a
// request that dies after the charge loses nothing; the purchase claim (`group:<PaymentIntent>`) makes
// one order per payment, and a retry (even days later, after Stripe forgot the key) reads or re-confirms
// the recorded intent, so the order is never charged twice. A refusal writes nothing and answers the
// card's message (422); Stripe not answering is a 503.
import { randomUUID } from 'node:crypto';
import { GROUP_PURCHASE_MESSAGES } from '@shared/constants';
import type { CartMap } from '@shared/contracts/group-commerce';
import { paths } from '@shared/paths';
import {
  cancelPaymentIntent,
  createPaymentIntent,
  retrievePaymentIntent,
  type IntentSummary,
} from '@functions/adapters/payments/payments';
import { chargeResultOf, chargeSavedCard, type ChargeResult } from '@functions/adapters/payments/saved-card-charges';
import { PAYMENT_SERVICE_UNAVAILABLE, PaymentServiceError } from '@functions/adapters/payments/stripe-errors';
import {
  deletePendingGroupOrder,
  getPendingGroupOrder,
  groupOrderOfPayment,
  recordPendingPaymentIntent,
  savePendingGroupOrder,
  writeGroupOrder,
  type GroupOrder,
  type PendingGroupOrder,
} from '@functions/data/group-orders';
import type { User } from '@functions/data/users';
import { Conflict, Invalid, NotFound, ServiceUnavailable } from '@functions/lib/errors';
import { groupScopeOfPayment, type GroupScope } from '@functions/lib/group-scope';
import { logger } from '@functions/lib/logger';
import { recordMetrics } from '@functions/lib/metrics';
import { successToast } from '@functions/lib/toasts';
import { newOrderId } from '../commerce/ids';
import { priceGroupOrder } from './group-cart';
import { groupOrderReceiptMail } from './order-receipts';
import { presentGroupOrder } from './orders';
import { GROUP_COMMERCE_MESSAGES } from './messages';
import { groupCard } from './payment-methods';

/** What a group charge's PaymentIntent metadata says it is for (the webhook routes on it). */
export const GROUP_PURCHASE_PURPOSE = 'group_purchase';

type PurchaseInput = { cart: CartMap; paymentMethodId: string };

/** 201: bought. 202: the bank wants the admin to authenticate (`requires_authentication`), or the payment is `processing`. */
export type PurchaseReply =
  | { status: 201; body: Awaited<ReturnType<typeof purchased>> }
  | {
      status: 202;
      body: {
        status: 'requires_authentication' | 'processing';
        paymentIntentId: string;
        clientSecret: string | null;
        paymentMethodId: string;
        message: string;
      };
    };

export async function purchase(
  group: GroupScope,
  admin: User,
  input: PurchaseInput,
  idempotencyKey: string,
  now = new Date(),
): Promise<PurchaseReply> {
  const { pending, charge } = await chargeGroupPurchase(group, admin, input, idempotencyKey, now);
  if (charge.status === 'succeeded')
    return { status: 201, body: purchased(await completeGroupPurchase(pending, charge.intent)) };
  return {
    status: 202,
    body: {
      status: charge.status,
      paymentIntentId: charge.intent.id,
      clientSecret: charge.status === 'requires_authentication' ? charge.intent.clientSecret : null,
      paymentMethodId: input.paymentMethodId,
      message:
        charge.status === 'processing'
          ? GROUP_PURCHASE_MESSAGES.paymentProcessing
          : GROUP_PURCHASE_MESSAGES.authenticate,
    },
  };
}

const purchased = (order: GroupOrder) => ({
  order: presentGroupOrder(order),
  redirect: paths.groupCourses,
  toaster: successToast(GROUP_PURCHASE_MESSAGES.purchased),
});

/**
 * The request's first half: the priced order saved, its one intent recorded, then confirmed with the
 * card (a Lambda that dies after this loses nothing). Only a succeeded, processing or authentication-
 * needing charge returns; a refusal deletes the saved order and is a 422.
 */
export async function chargeGroupPurchase(
  group: GroupScope,
  admin: User,
  input: PurchaseInput,
  idempotencyKey: string,
  now = new Date(),
): Promise<{ pending: PendingGroupOrder; charge: Exclude<ChargeResult, { status: 'refused' | 'failed' }> }> {
  const pending = await pendingOrder(group, admin, input, `group-purchase:${group.id}:${idempotencyKey}`, now);
  const charge = await chargeOnce(group, admin, pending, input.paymentMethodId);
  if (charge.status === 'refused') {
    await abandonPendingOrder(pending.purchaseKey);
    throw Invalid.field('base', charge.message);
  }
  if (charge.status === 'failed') {
    logger.error('Group charge not made by the payment provider', {
      code: charge.code,
      retryable: charge.retryable,
      reason: charge.message,
    });
    // A retry re-confirms the same recorded intent; only a request Stripe refuses outright ends the order.
    if (charge.retryable) throw new ServiceUnavailable(PAYMENT_SERVICE_UNAVAILABLE);
    await abandonPendingOrder(pending.purchaseKey);
    throw Invalid.field('base', GROUP_PURCHASE_MESSAGES.paymentServiceRefused);
  }
  return { pending, charge };
}

/**
 * Forgets a saved order whose charge failed, but only once its recorded intent is canceled at Stripe
 * (so nobody holding its client secret can pay it any more). When Stripe will not cancel it (it was
 * paid or is being paid) or does not answer, the order stays for the retry, the webhook or
 * complete.json to finish, and the request is a 503.
 */
async function abandonPendingOrder(purchaseKey: string): Promise<void> {
  const { paymentIntentId } = (await getPendingGroupOrder(purchaseKey)) ?? {};
  if (paymentIntentId) {
    const status = await cancelPaymentIntent(paymentIntentId).catch((error: unknown) => {
      if (error instanceof PaymentServiceError) throw new ServiceUnavailable(PAYMENT_SERVICE_UNAVAILABLE);
      throw error;
    });
    if (status !== 'canceled') {
      logger.warn('Group order kept: its payment may have gone through', { paymentIntentId, status });
      throw new ServiceUnavailable(PAYMENT_SERVICE_UNAVAILABLE);
    }
  }
  await deletePendingGroupOrder(purchaseKey);
}

/** Confirms the order's one intent with the card, unless it is already paid, being paid or waiting for 3-D Secure. */
async function chargeOnce(
  group: GroupScope,
  admin: User,
  pending: PendingGroupOrder,
  paymentMethodId: string,
): Promise<ChargeResult> {
  try {
    const recorded = pending.paymentIntentId ? await retrievePaymentIntent(pending.paymentIntentId) : null;
    if (recorded && !['requires_payment_method', 'requires_confirmation'].includes(recorded.status))
      return chargeResultOf(recorded);
    const paymentIntentId = recorded?.id ?? (await openIntent(group, admin, pending));
    return await chargeSavedCard({
      paymentIntentId,
      paymentMethodId,
      offSession: false,
      idempotencyKey: `${pending.purchaseKey}:charge`,
    });
  } catch (error) {
    if (!(error instanceof PaymentServiceError)) throw error;
    return { status: 'failed', intent: null, message: error.message, code: error.code, retryable: false };
  }
}

/** Opens the order's intent and records it on the saved order before anything is charged. */
async function openIntent(group: GroupScope, admin: User, pending: PendingGroupOrder): Promise<string> {
  const intent = await createPaymentIntent({
    amount: pending.total,
    customerId: pending.customerId,
    metadata: {
      purpose: GROUP_PURCHASE_PURPOSE,
      groupId: group.id,
      userId: admin.id,
      purchaseKey: pending.purchaseKey,
    },
    idempotencyKey: pending.purchaseKey,
    saveCard: false,
  });
  return recordPendingPaymentIntent(pending.purchaseKey, intent.id);
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
  if (intent.status !== 'succeeded')
    throw Invalid.field('base', intent.lastError ?? GROUP_COMMERCE_MESSAGES.paymentNotCompleted);
  if (intent.amount !== pending.total || intent.customerId !== pending.customerId) {
    logger.error('Group payment does not match its order', { paymentIntentId: intent.id });
    throw new Conflict(GROUP_COMMERCE_MESSAGES.paymentMismatch);
  }
  const { purchaseKey: _key, customerId: _customer, paymentIntentId: _intent, ...fields } = pending;
  const order: GroupOrder = { ...fields, source: `group:${intent.id}`, paymentIntentId: intent.id };
  // The writer's transaction queues the confirmation: once, whoever it is.
  if (await writeGroupOrder(order, await groupOrderReceiptMail(order))) {
    recordMetrics('group-commerce', { Purchases: 1, PurchaseAmountCents: order.total });
    return order;
  }
  const written = await groupOrderOfPayment(groupScopeOfPayment(pending), order.source);
  if (!written) throw new Conflict(GROUP_COMMERCE_MESSAGES.orderCompletingElsewhere);
  return written;
}

/**
 * POST /api/groups/purchases/complete.json (our addition): after the browser authenticated a charge
 * (3-D Secure), the order is written from the intent exactly as the purchase request would have.
 */
export async function completePurchase(group: GroupScope, paymentIntentId: string) {
  const intent = await retrievePaymentIntent(paymentIntentId);
  if (!intent || intent.metadata.purpose !== GROUP_PURCHASE_PURPOSE || intent.metadata.groupId !== group.id)
    throw new NotFound(GROUP_COMMERCE_MESSAGES.paymentNotFound);
  const pending = intent.metadata.purchaseKey ? await getPendingGroupOrder(intent.metadata.purchaseKey) : null;
  if (pending) return purchased(await completeGroupPurchase(pending, intent));
  // The saved order is gone: written long ago (its pending copy expired), or refused and deleted.
  const order = await groupOrderOfPayment(group, `group:${intent.id}`);
  if (!order) throw Invalid.field('base', intent.lastError ?? GROUP_COMMERCE_MESSAGES.paymentNotCompleted);
  return purchased(order);
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
