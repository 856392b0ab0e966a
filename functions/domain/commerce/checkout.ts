// Checkout: open a PaymentIntent for the server's price of the cart, then complete the purchase once
// Stripe says it succeeded (the browser's POST /api/purchases.json and the webhook both end here).
import { CHECKOUT_MESSAGES } from '@shared/constants';
import type { Cart } from '@shared/contracts/common';
import * as payments from '@functions/adapters/payments/payments';
import { cartOwnerOfUser, getCart } from '@functions/data/carts';
import {
  getCheckoutSnapshot,
  getPaymentCustomerId,
  putCheckoutSnapshot,
  type CheckoutSnapshot,
} from '@functions/data/orders';
import type { User } from '@functions/data/users';
import { Conflict, Invalid, NotFound } from '@functions/lib/errors';
import { logger } from '@functions/lib/logger';
import { priceStoredCart, type PricedCart } from './cart-pricing';
import { loadCart, type CartRequest, cartScopeOf } from './cart';
import { ensurePaymentCustomer } from './customers';
import { COMMERCE_MESSAGES, REFUND_MESSAGES } from './messages';
import { OrderNotWritable, writeOrder } from './order-writer';

/** Stripe's smallest USD charge: a discount may make an order free, not cost a few cents. */
export const MINIMUM_CHARGE_CENTS = 50;

async function pricedCartOf(user: User, request: CartRequest): Promise<PricedCart> {
  const scope = await cartScopeOf({ ...request, userId: user.id });
  const priced = await priceStoredCart(await getCart(cartOwnerOfUser(user.id)), scope);
  if (!priced.lines.length) throw Invalid.field('base', CHECKOUT_MESSAGES.emptyCart);
  return priced;
}

const snapshotOf = (priced: PricedCart) => ({
  lines: priced.lines.map((l) => ({ productId: l.product.id, forLife: l.forLife })),
  // Only a coupon that gave the discount is redeemed: when the referral's discount wins, the coupon
  // is not used up (a single-use coupon stays in the cart for a later order).
  couponCode: priced.price.discountSource === 'coupon' ? (priced.coupon?.code ?? null) : null,
  subtotal: priced.price.subtotal,
  discountAmount: priced.price.discountAmount,
  discountSource: priced.price.discountSource,
  total: priced.price.total,
});

export async function createPaymentIntent(user: User, request: CartRequest, now = new Date()) {
  const priced = await pricedCartOf(user, request);
  if (priced.price.total === 0) throw Invalid.field('base', CHECKOUT_MESSAGES.noPaymentRequired);
  if (priced.price.total < MINIMUM_CHARGE_CENTS) throw Invalid.field('base', COMMERCE_MESSAGES.belowMinimumCharge);
  const customerId = await ensurePaymentCustomer(user);
  // One intent per cart version and amount: a double click or a retry gets the same intent from Stripe.
  const intent = await payments.createPaymentIntent({
    amount: priced.price.total,
    customerId,
    metadata: { purpose: 'checkout', userId: user.id },
    idempotencyKey: `checkout:${user.id}:${priced.stored.version}:${priced.price.total}:${priced.coupon?.code ?? ''}`,
    saveCard: true,
  });
  const snapshot: CheckoutSnapshot = {
    paymentIntentId: intent.id,
    userId: user.id,
    purpose: 'checkout',
    renewalOf: null,
    orderSource: `pi:${intent.id}`,
    ...snapshotOf(priced),
    createdAt: now.toISOString(),
  };
  await putCheckoutSnapshot(snapshot);
  return { clientSecret: intent.clientSecret!, paymentIntentId: intent.id, amount: intent.amount };
}

/**
 * The browser's purchase call: a paid intent of the caller's (exactly the priced amount, the caller's
 * customer) becomes one order; a zero total is purchased directly. Replies with the emptied cart.
 * An auto-renewal's intent comes here too once the learner has confirmed it on-session (its bank asked
 * for authentication): the same snapshot, the renewal's order and receipt, written once.
 */
export async function purchase(user: User, paymentIntentId: string | null, request: CartRequest): Promise<Cart> {
  if (paymentIntentId) {
    const snapshot = await getCheckoutSnapshot(paymentIntentId);
    if (!snapshot || snapshot.userId !== user.id) throw new NotFound(COMMERCE_MESSAGES.paymentNotFound);
    // A renewal finished on-session is written here too; the order's writer mails the receipt.
    await completePaidCheckout(snapshot, await getPaymentCustomerId(user.id));
  } else {
    const priced = await pricedCartOf(user, request);
    if (priced.price.total > 0) throw Invalid.field('base', COMMERCE_MESSAGES.paymentNotCompleted);
    await writeOrder({
      userId: user.id,
      source: `free:${user.id}:${priced.stored.version}`,
      snapshot: { userId: user.id, purpose: 'checkout', renewalOf: null, ...snapshotOf(priced) },
      paymentIntentId: null,
      card: null,
      paid: false,
    });
  }
  return loadCart({ ...request, userId: user.id });
}

/** Checks the intent with Stripe, then writes the order once (also called by the webhook). */
export async function completePaidCheckout(snapshot: CheckoutSnapshot, customerId: string | null) {
  const intent = await payments.retrievePaymentIntent(snapshot.paymentIntentId);
  if (!intent) throw new NotFound(COMMERCE_MESSAGES.paymentNotFound);
  if (intent.status !== 'succeeded') throw Invalid.field('base', COMMERCE_MESSAGES.paymentNotCompleted);
  if (intent.amount !== snapshot.total || !customerId || intent.customerId !== customerId) {
    logger.error('Payment does not match its checkout', { paymentIntentId: intent.id });
    throw new Conflict(COMMERCE_MESSAGES.paymentMismatch);
  }
  const card = intent.paymentMethodId ? await payments.findCard(customerId, intent.paymentMethodId) : null;
  const written = await writeOrder({
    userId: snapshot.userId,
    source: snapshot.orderSource ?? `pi:${intent.id}`,
    snapshot,
    paymentIntentId: intent.id,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
    paid: true,
  }).catch(async (error: unknown) => {
    if (!(error instanceof OrderNotWritable)) throw error;
    // Paid, but the order can never be written: give the money back (once, whoever gets here first).
    const refund = await payments.refundPayment(intent.id, `refund:${intent.id}`);
    logger[refund === 'succeeded' || refund === 'pending' ? 'warn' : 'error'](
      'Paid checkout refunded: its order cannot be written',
      {
        paymentIntentId: intent.id,
        reason: error.message,
        refund,
      },
    );
    throw new OrderNotWritable(`${error.message} ${REFUND_MESSAGES[refund]}`);
  });
  // The first card a learner pays with becomes the default: the card auto-renewals charge.
  if (written.created && card && !(await payments.defaultCardId(customerId)))
    await payments.setDefaultCard(customerId, card.paymentMethodId);
  return written;
}
