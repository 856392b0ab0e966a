// Group commerce: group orders (with the receipt's uuid pointer), quotes (onboardings), the group's
// Stripe customer and the group flags a purchase or the settings move. A purchase is ONE transaction:
// the purchase claim (one order per payment), the order and its uuid pointer, the seats added to the
// ledger per product, and the group's `purchased` flag and `orderCount`. See docs/data-model.md.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { GroupScope } from '../lib/group-scope';
import * as z from 'zod/mini';
import { db, queryAll, queryPage, tableName, ttlIn, type Page, type PageRequest } from './table';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';
import { purchasedSeatsItem } from './group-seats';
import { isConditionalCheckFailure, optimistic, transact, type TransactItem } from './writes';

export interface GroupOrderLine {
  productId: string;
  name: string;
  color: string;
  quantity: number;
  /** One seat before the discount, cents. */
  price: number;
  discountedPrice: number;
  total: number;
}

export interface GroupOrder {
  id: string;
  uuid: string;
  groupId: string;
  /** The group admin who bought it. */
  userId: string;
  createdAt: string;
  /** `group:<PaymentIntent id>`: the purchase claim it was written under. */
  source: string;
  paymentIntentId: string;
  lines: GroupOrderLine[];
  discountTier: number;
  subtotal: number;
  discountAmount: number;
  total: number;
  card: { brand: string; last4: string } | null;
}

/**
 * The priced order a group purchase charges for, saved before the charge under the charge's
 * idempotency key (which the PaymentIntent's metadata carries as `purchaseKey`): the request and the
 * payment_intent.succeeded webhook both complete it, so a request that dies after the charge loses nothing.
 */
export interface PendingGroupOrder extends Omit<GroupOrder, 'source' | 'paymentIntentId'> {
  purchaseKey: string;
  /** The group's Stripe customer the charge must belong to. */
  customerId: string;
  /**
   * The one PaymentIntent this order is charged through, recorded before it is confirmed: a retry (even
   * after Stripe forgot the idempotency key) confirms or reads that intent and never opens a second one.
   */
  paymentIntentId?: string;
}

const PENDING_SECONDS = 7 * 86400;

const orderFields = () => ({
  id: z.string(),
  uuid: z.string(),
  groupId: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  lines: z.array(
    z.looseObject({
      productId: z.string(),
      name: z.string(),
      color: z.string(),
      quantity: z.number(),
      price: z.number(),
      discountedPrice: z.number(),
      total: z.number(),
    }),
  ),
  discountTier: z.number(),
  subtotal: z.number(),
  discountAmount: z.number(),
  total: z.number(),
  card: z.nullable(z.looseObject({ brand: z.string(), last4: z.string() })),
});
const groupOrderSchema = /* @__PURE__ */ itemSchema<GroupOrder>('GroupOrder', () =>
  z.looseObject({ ...orderFields(), source: z.string(), paymentIntentId: z.string() }),
);
const pendingGroupOrderSchema = /* @__PURE__ */ itemSchema('PendingGroupOrder', () =>
  z.looseObject({
    ...orderFields(),
    purchaseKey: z.string(),
    customerId: z.string(),
    paymentIntentId: z.optional(z.string()),
    ttl: z.optional(z.number()),
  }),
);
const onboardingSchema = /* @__PURE__ */ itemSchema<GroupOnboarding>('GroupOnboarding', () =>
  z.looseObject({
    id: z.string(),
    groupId: z.string(),
    products: z.array(z.looseObject({ productId: z.string(), quantity: z.number() })),
    createdAt: z.string(),
  }),
);
/** A purchase claim or receipt-uuid item: the order it names (a group's claim also names the group). */
const orderRefSchema = /* @__PURE__ */ itemSchema('GroupOrderRef', () =>
  z.looseObject({ orderId: z.string(), groupId: z.optional(z.string()) }),
);
const customerSchema = /* @__PURE__ */ itemSchema('GroupPaymentCustomer', () =>
  z.looseObject({ customerId: z.string() }),
);

export interface GroupOnboarding {
  id: string;
  groupId: string;
  products: { productId: string; quantity: number }[];
  createdAt: string;
}

/**
 * Writes a paid group order with its seats, and its confirmation email (an outbox item, when there is
 * one) in the same transaction; false when the payment's order already exists (a replay).
 */
export async function writeGroupOrder(order: GroupOrder, mail: TransactItem | null): Promise<boolean> {
  const items = {
    claim: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.purchaseClaim(order.source), type: 'PurchaseClaim', orderId: order.id, groupId: order.groupId },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    order: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.groupOrder(order.groupId, order.id), type: 'GroupOrder', ...order },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    orderUuid: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.groupOrderUuid(order.groupId, order.uuid), type: 'GroupOrderUuid', orderId: order.id },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    seats: order.lines
      .filter((line) => line.quantity > 0)
      .map((line) =>
        purchasedSeatsItem(order.groupId, { id: line.productId, name: line.name, color: line.color }, line.quantity),
      ),
    group: {
      Update: {
        TableName: tableName(),
        Key: keys.group(order.groupId),
        UpdateExpression: 'SET purchased = :true ADD orderCount :one',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':true': true, ':one': 1 },
      },
    },
    mail,
  };
  // A concurrent enrollment on the same seat ledger is a TransactionConflict: retried, since the card is already charged.
  const failed = await optimistic({ write: () => transact(items) });
  if (failed.includes('claim')) return false;
  if (failed.length) throw new Error(`Group order ${order.id} refused by conditions on ${failed.join(', ')}`);
  return true;
}

/** Saves the pending order unless the key already has one; returns the one saved (a retry's is the first's). */
export async function savePendingGroupOrder(pending: PendingGroupOrder): Promise<PendingGroupOrder> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.groupPurchase(pending.purchaseKey),
          type: 'PendingGroupOrder',
          ...pending,
          ttl: ttlIn(PENDING_SECONDS),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return pending;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    return (await getPendingGroupOrder(pending.purchaseKey))!;
  }
}

export async function getPendingGroupOrder(purchaseKey: string): Promise<PendingGroupOrder | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.groupPurchase(purchaseKey), ConsistentRead: true }),
  );
  if (!Item) return null;
  const { ttl: _ttl, ...pending } = parseItem(pendingGroupOrderSchema, Item);
  return pending;
}

/** Records the order's PaymentIntent once; returns the one recorded (a concurrent first attempt's, if it won). */
export async function recordPendingPaymentIntent(purchaseKey: string, paymentIntentId: string): Promise<string> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.groupPurchase(purchaseKey),
        UpdateExpression: 'SET paymentIntentId = :pi',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(paymentIntentId) OR paymentIntentId = :pi)',
        ExpressionAttributeValues: { ':pi': paymentIntentId },
      }),
    );
    return paymentIntentId;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    const recorded = (await getPendingGroupOrder(purchaseKey))?.paymentIntentId;
    if (!recorded) throw new Error(`Pending group order ${purchaseKey} is gone`);
    return recorded;
  }
}

/** A refused charge leaves nothing behind. */
export async function deletePendingGroupOrder(purchaseKey: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.groupPurchase(purchaseKey) }));
}

/** The order a payment already produced (its claim), if any. */
export async function groupOrderOfPayment(group: GroupScope, source: string): Promise<GroupOrder | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.purchaseClaim(source), ConsistentRead: true }),
  );
  if (!Item) return null;
  const claim = parseItem(orderRefSchema, Item);
  return claim.groupId === group.id ? getGroupOrder(group, claim.orderId) : null;
}

async function getGroupOrder(group: GroupScope, orderId: string): Promise<GroupOrder | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.groupOrder(group.id, orderId), ConsistentRead: true }),
  );
  return Item ? parseItem(groupOrderSchema, Item) : null;
}

/** One of the group's orders by its receipt uuid (read under the group's own keys: another group's is not found). */
export async function getGroupOrderByUuid(group: GroupScope, uuid: string): Promise<GroupOrder | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.groupOrderUuid(group.id, uuid) }),
  );
  return Item ? getGroupOrder(group, parseItem(orderRefSchema, Item).orderId) : null;
}

/** A page of the group's orders, newest first; the total is the group's kept `orderCount`. */
export async function listGroupOrdersPage(
  group: GroupScope,
  request: PageRequest,
  newestFirst = true,
): Promise<Page<GroupOrder>> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.group(group.id), ProjectionExpression: 'orderCount' }),
  );
  return queryPage(keys.groupOrdersPrefix(group.id), request, {
    total: typeof Item?.orderCount === 'number' ? Item.orderCount : 0,
    newestFirst,
    item: groupOrderSchema,
  });
}

/** Every order of the group in date order (a small partition: a group buys a few times a year). */
export const listAllGroupOrders = (group: GroupScope): Promise<GroupOrder[]> =>
  queryAll(keys.groupOrdersPrefix(group.id), { item: groupOrderSchema });

/** Saves a quote and makes it the group's onboarding, together. */
export async function saveGroupOnboarding(onboarding: GroupOnboarding): Promise<void> {
  const failed = await transact({
    onboarding: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.groupOnboarding(onboarding.groupId, onboarding.id), type: 'GroupOnboarding', ...onboarding },
      },
    },
    group: {
      Update: {
        TableName: tableName(),
        Key: keys.group(onboarding.groupId),
        UpdateExpression: 'SET groupOnboardingId = :id',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':id': onboarding.id },
      },
    },
  });
  if (failed.length) throw new Error(`Group ${onboarding.groupId} does not exist`);
}

export async function getGroupOnboarding(group: GroupScope, onboardingId: string): Promise<GroupOnboarding | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.groupOnboarding(group.id, onboardingId) }),
  );
  return Item ? parseItem(onboardingSchema, Item) : null;
}

export async function getGroupPaymentCustomerId(group: GroupScope): Promise<string | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.groupPaymentCustomer(group.id), ConsistentRead: true }),
  );
  return Item ? parseItem(customerSchema, Item).customerId : null;
}

/** Records the group's Stripe customer once; the first writer wins and everyone gets its id. */
export async function claimGroupPaymentCustomerId(group: GroupScope, customerId: string): Promise<string> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.groupPaymentCustomer(group.id), type: 'GroupPaymentCustomer', customerId },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return customerId;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    return (await getGroupPaymentCustomerId(group))!;
  }
}

/** Group Information: the group's new name. */
export async function renameGroup(group: GroupScope, name: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.group(group.id),
      UpdateExpression: 'SET #name = :name',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: { ':name': name },
    }),
  );
}

export async function markSubscriptionInterest(group: GroupScope, at: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.group(group.id),
      UpdateExpression:
        'SET subscriptionInterestSent = :true, subscriptionInterestAt = if_not_exists(subscriptionInterestAt, :at)',
      ExpressionAttributeValues: { ':true': true, ':at': at },
    }),
  );
}
