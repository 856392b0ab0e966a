// Writes a paid (or free) purchase in ONE transaction: the purchase claim (one order per payment),
// the order, the learner's subscriptions (what the dashboard and enrollment read), the coupon's use,
// the referrer's credit, and the cart without what was bought. The browser, a replay and the webhook
// may all try: the claim lets exactly one win, and the others read the order it wrote. The order
// confirmation is queued in the same transaction, so it is sent once (order-receipts.ts).
import { subscriptionPut } from '@functions/data/learning';
import { cartOwnerOfUser, getCart, saveCartItem } from '@functions/data/carts';
import { redeemCouponItem } from '@functions/data/coupons';
import {
  getOrder,
  getPurchaseClaim,
  hasAnyOrder,
  orderItem,
  purchaseClaimItem,
  type CheckoutSnapshot,
  type Order,
} from '@functions/data/orders';
import { getProductsByIds } from '@functions/data/products';
import { getReferredBy } from '@functions/data/referrals';
import { referralCreditItem } from '@functions/data/referral-credits';
import { optimistic, RETRY, transact, type TransactItem } from '@functions/data/writes';
import { REFERRAL_CREDIT_CENTS } from '@shared/constants';
import { linePrice } from '@shared/rules/pricing';
import { Conflict, Invalid } from '@functions/lib/errors';
import { logger } from '@functions/lib/logger';
import { recordMetrics } from '@functions/lib/metrics';
import { namedUuid } from '@functions/lib/crypto';
import { newOrderId } from './ids';
import { orderReceiptMail, receiptRecipient } from './order-receipts';
import { COMMERCE_MESSAGES } from './messages';

export interface PurchaseToWrite {
  userId: string;
  /** `pi:<id>` for a payment, `free:<user>:<cart version>` for a zero total. */
  source: string;
  snapshot: Omit<CheckoutSnapshot, 'paymentIntentId' | 'createdAt' | 'orderSource'>;
  paymentIntentId: string | null;
  card: { brand: string; last4: string } | null;
  /** A payment already taken is honoured even if its coupon ran out meanwhile; a free order is not. */
  paid: boolean;
}

/** The order can never be written as paid for (a course no longer sold): the payment must be refunded. */
export class OrderNotWritable extends Conflict {}

export async function writeOrder(
  purchase: PurchaseToWrite,
  now = new Date(),
): Promise<{ order: Order; created: boolean }> {
  let redeemCoupon = true;
  const recipient = await receiptRecipient(purchase.userId);
  const written = await optimistic({
    read: () => existingOrder(purchase.source),
    write: async (existing) => {
      if (existing) return { order: existing, created: false };

      const { snapshot } = purchase;
      const products = await getProductsByIds(snapshot.lines.map((l) => l.productId));
      const orderId = newOrderId(now);
      const lines = snapshot.lines.flatMap((line) => {
        const product = products.find((p) => p.id === line.productId);
        return product ? [{ product, line }] : [];
      });
      if (lines.length !== snapshot.lines.length)
        throw new OrderNotWritable('A course in this order is no longer sold.');
      const subscriptions = lines.map(({ product, line }, index) => ({
        uuid: namedUuid(`subscription:${purchase.source}:${index}`),
        userId: purchase.userId,
        productId: product.id,
        productName: line.forLife ? `${product.name} For Life` : product.name,
        color: product.color,
        featuredUrl: null,
        courseIds: product.courseIds,
        layout: 'certify' as const,
        createdAt: now.toISOString(),
      }));
      const order: Order = {
        id: orderId,
        userId: purchase.userId,
        createdAt: now.toISOString(),
        source: purchase.source,
        paymentIntentId: purchase.paymentIntentId,
        lines: lines.map(({ product, line }) => ({
          productId: product.id,
          name: product.name,
          forLife: line.forLife,
          price: linePrice({ product, forLife: line.forLife }),
        })),
        subtotal: snapshot.subtotal,
        discountAmount: snapshot.discountAmount,
        discountSource: snapshot.discountSource,
        couponCode: snapshot.couponCode,
        total: snapshot.total,
        subscriptionUuids: subscriptions.map((s) => s.uuid),
        card: purchase.card,
      };

      const cart = await getCart(cartOwnerOfUser(purchase.userId));
      const bought = new Set(snapshot.lines.map((l) => l.productId));
      const nextCart = {
        ...cart,
        lines: cart.lines.filter((l) => !bought.has(l.productId)),
        couponCode: cart.couponCode === snapshot.couponCode ? null : cart.couponCode,
      };

      const failed = await transact({
        claim: purchaseClaimItem(purchase.source, order),
        order: orderItem(order),
        subscriptions: subscriptions.map((s) =>
          subscriptionPut(s, { forLife: lines.find((l) => l.product.id === s.productId)!.line.forLife, orderId }),
        ),
        coupon:
          snapshot.couponCode &&
          redeemCoupon &&
          redeemCouponItem(snapshot.couponCode, { enforceLimit: !purchase.paid }),
        cart: saveCartItem(nextCart, now),
        credit: await referralCredit(purchase.userId, order),
        receipt: recipient && orderReceiptMail(order, recipient, now),
      });
      if (!failed.length) return { order, created: true };
      if (failed.includes('coupon')) {
        if (!purchase.paid)
          throw Invalid.field('coupon', 'This coupon has already been used the maximum number of times.');
        // Paid with the discount, and the coupon was deleted meanwhile: the order stands without counting its use.
        logger.warn('Paid order written without redeeming its coupon (the coupon is gone)', {
          source: purchase.source,
        });
        redeemCoupon = false;
        return RETRY;
      }
      // The claim (another writer completed this payment), the cart (changed meanwhile) or the credit
      // (another first order of this learner won): read again; the next round returns the other
      // writer's order or retries. (A mere conflict is retried by `optimistic` itself.)
      if (failed.includes('claim') || failed.includes('cart') || failed.includes('credit')) return RETRY;
      logger.error('Purchase transaction refused', { failed });
      throw new Error(`Purchase transaction refused by ${failed.join(', ')}`);
    },
    conflict: COMMERCE_MESSAGES.orderCompletingElsewhere,
  });
  // Counted by the writer that committed it (the browser, the webhook and a replay may all get here).
  if (written.created) recordMetrics('commerce', { Purchases: 1, PurchaseAmountCents: written.order.total });
  return written;
}

async function existingOrder(source: string): Promise<Order | null> {
  const claim = await getPurchaseClaim(source);
  return claim ? getOrder(claim.userId, claim.orderId) : null;
}

/** The referrer's $25 once the referred colleague's first order is paid (one credit per colleague). */
async function referralCredit(userId: string, order: Order): Promise<TransactItem | null> {
  if (order.total <= 0) return null;
  const [referredBy, ordered] = await Promise.all([getReferredBy(userId), hasAnyOrder(userId)]);
  if (!referredBy || ordered) return null;
  return referralCreditItem({
    referrerId: referredBy.referrerId,
    referredUserId: userId,
    orderId: order.id,
    amount: REFERRAL_CREDIT_CENTS,
    createdAt: order.createdAt,
  });
}
