// Orders (the learner's purchase history and receipts), the purchase claim that makes one order per
// payment, checkout snapshots, Stripe customers and handled Stripe events.
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db, queryAll, tableName, ttlIn } from './table';
import { itemSchema, nullableString, parseItem } from './items';
import * as keys from './keys';
import { isConditionalCheckFailure, type TransactItem } from './writes';
import type { CartLineRecord } from './carts';

export interface OrderLine {
  productId: string;
  name: string;
  forLife: boolean;
  /** What the line cost before the order discount, cents. */
  price: number;
}

export interface Order {
  id: string;
  userId: string;
  createdAt: string;
  /** What paid for it: `pi:<PaymentIntent id>`, `free:<checkout id>` or `renewal:<user course>:<date>`. */
  source: string;
  paymentIntentId: string | null;
  lines: OrderLine[];
  subtotal: number;
  discountAmount: number;
  discountSource: 'coupon' | 'referral' | 'auto_renew' | null;
  couponCode: string | null;
  total: number;
  subscriptionUuids: string[];
  /** The card charged, as the receipt shows it. */
  card: { brand: string; last4: string } | null;
}

/** What a PaymentIntent was opened for: the priced cart, so whoever completes it writes exactly that. */
export interface CheckoutSnapshot {
  paymentIntentId: string;
  userId: string;
  /** A cart checkout, or an auto-renewal charge (then `renewalOf` names the user course renewed). */
  purpose: 'checkout' | 'renewal';
  renewalOf: string | null;
  /** The purchase claim the order is written under (`pi:<id>`, or the renewal's), whoever completes it. */
  orderSource: string;
  lines: CartLineRecord[];
  couponCode: string | null;
  subtotal: number;
  discountAmount: number;
  discountSource: 'coupon' | 'referral' | 'auto_renew' | null;
  total: number;
  createdAt: string;
}

const cartLineSchema = () => z.looseObject({ productId: z.string(), forLife: z.boolean() });

const orderSchema = /* @__PURE__ */ itemSchema<Order>('Order', () =>
  z.looseObject({
    id: z.string(),
    userId: z.string(),
    createdAt: z.string(),
    source: z.string(),
    paymentIntentId: nullableString(),
    lines: z.array(z.looseObject({ productId: z.string(), name: z.string(), forLife: z.boolean(), price: z.number() })),
    subtotal: z.number(),
    discountAmount: z.number(),
    discountSource: z.nullable(z.enum(['coupon', 'referral', 'auto_renew'])),
    couponCode: nullableString(),
    total: z.number(),
    subscriptionUuids: z.array(z.string()),
    card: z.nullable(z.looseObject({ brand: z.string(), last4: z.string() })),
  }),
);

const checkoutSnapshotSchema = /* @__PURE__ */ itemSchema('CheckoutSnapshot', () =>
  z.looseObject({
    paymentIntentId: z.string(),
    userId: z.string(),
    purpose: z.enum(['checkout', 'renewal']),
    renewalOf: nullableString(),
    // Snapshots written before the claim's source was stored: a cart checkout's `pi:<id>`.
    orderSource: z.optional(z.string()),
    lines: z.array(cartLineSchema()),
    couponCode: nullableString(),
    subtotal: z.number(),
    discountAmount: z.number(),
    discountSource: z.nullable(z.enum(['coupon', 'referral', 'auto_renew'])),
    total: z.number(),
    createdAt: z.string(),
    ttl: z.optional(z.number()),
  }),
);

const purchaseClaimSchema = /* @__PURE__ */ itemSchema('PurchaseClaim', () =>
  z.looseObject({ orderId: z.string(), userId: z.string() }),
);
const paymentCustomerSchema = /* @__PURE__ */ itemSchema('PaymentCustomer', () =>
  z.looseObject({ customerId: z.string() }),
);

const CHECKOUT_SECONDS = 7 * 86400;
const EVENT_SECONDS = 30 * 86400;

export const orderItem = (order: Order): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.order(order.userId, order.id), type: 'Order', ...order },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/** The claim that this payment produced this order: the transaction fails when it already did. */
export const purchaseClaimItem = (source: string, order: Pick<Order, 'id' | 'userId'>): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.purchaseClaim(source), type: 'PurchaseClaim', orderId: order.id, userId: order.userId },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

export async function getPurchaseClaim(source: string): Promise<{ orderId: string; userId: string } | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.purchaseClaim(source), ConsistentRead: true }),
  );
  if (!Item) return null;
  const { orderId, userId } = parseItem(purchaseClaimSchema, Item);
  return { orderId, userId };
}

export async function getOrder(userId: string, orderId: string): Promise<Order | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.order(userId, orderId), ConsistentRead: true }),
  );
  return Item ? parseItem(orderSchema, Item) : null;
}

/** The learner's orders, oldest first (a learner has few; the list shows them all). */
export const listOrdersOfUser = (userId: string) => queryAll(keys.ordersPrefix(userId), { item: orderSchema });

export async function latestOrderOfUser(userId: string): Promise<Order | null> {
  const prefix = keys.ordersPrefix(userId);
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': prefix.PK, ':sk': prefix.SKPrefix },
      ScanIndexForward: false,
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  return Items?.[0] ? parseItem(orderSchema, Items[0]) : null;
}

/** How many orders the learner has up to and including `orderId` (1 for the first order). */
export async function countOrdersUpTo(userId: string, orderId: string): Promise<number> {
  const prefix = keys.ordersPrefix(userId);
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        Select: 'COUNT',
        ExclusiveStartKey: start,
        ExpressionAttributeValues: {
          ':pk': prefix.PK,
          ':from': prefix.SKPrefix,
          ':to': keys.order(userId, orderId).SK,
        },
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

export async function hasAnyOrder(userId: string): Promise<boolean> {
  const prefix = keys.ordersPrefix(userId);
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': prefix.PK, ':sk': prefix.SKPrefix },
      Limit: 1,
      ProjectionExpression: 'PK',
    }),
  );
  return Boolean(Items?.length);
}

/** `keepSeconds`: a renewal's payment may be finished on-session weeks later, so its snapshot is kept longer. */
export async function putCheckoutSnapshot(snapshot: CheckoutSnapshot, keepSeconds = CHECKOUT_SECONDS): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.checkout(snapshot.paymentIntentId),
        type: 'CheckoutSnapshot',
        ...snapshot,
        ttl: ttlIn(keepSeconds),
      },
    }),
  );
}

export async function getCheckoutSnapshot(paymentIntentId: string): Promise<CheckoutSnapshot | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.checkout(paymentIntentId), ConsistentRead: true }),
  );
  if (!Item) return null;
  const snapshot = parseItem(checkoutSnapshotSchema, Item);
  return { ...snapshot, orderSource: snapshot.orderSource ?? `pi:${snapshot.paymentIntentId}` };
}

export async function getPaymentCustomerId(userId: string): Promise<string | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.paymentCustomer(userId), ConsistentRead: true }),
  );
  return Item ? parseItem(paymentCustomerSchema, Item).customerId : null;
}

/** Records the learner's Stripe customer once; the first writer wins and everyone gets its id. */
export async function claimPaymentCustomerId(userId: string, customerId: string): Promise<string> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.paymentCustomer(userId), type: 'PaymentCustomer', customerId },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return customerId;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    return (await getPaymentCustomerId(userId))!;
  }
}

/** Marks a Stripe event handled; false when it already was (a retried delivery). */
export async function claimStripeEvent(eventId: string, type: string): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.stripeEvent(eventId), type: 'StripeEvent', eventType: type, ttl: ttlIn(EVENT_SECONDS) },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export async function releaseStripeEvent(eventId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.stripeEvent(eventId) }));
}
