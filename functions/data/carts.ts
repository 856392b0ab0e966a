// Carts: one item per owner (a user, or an anonymous browser), written with a version condition so
// two tabs toggling at once never lose a change.
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db, tableName, ttlIn } from './table';
import { itemSchema, optionalNullableString, parseItem } from './items';
import * as keys from './keys';
import { isConditionalCheckFailure, versionCheck, type TransactItem } from './writes';

export interface CartLineRecord {
  productId: string;
  forLife: boolean;
}

export interface StoredCart {
  owner: string;
  lines: CartLineRecord[];
  couponCode: string | null;
  /** A colleague's referral code this browser arrived with (anonymous carts), applied at sign-up. */
  referralCode?: string | null;
  /** 0 for a cart never written. */
  version: number;
  updatedAt: string | null;
}

// Every field may be missing on a cart item (readers default them), as carts were written over time.
const cartSchema = /* @__PURE__ */ itemSchema('Cart', () =>
  z.looseObject({
    lines: z.optional(z.array(z.looseObject({ productId: z.string(), forLife: z.boolean() }))),
    couponCode: optionalNullableString(),
    referralCode: optionalNullableString(),
    version: z.optional(z.number()),
    updatedAt: optionalNullableString(),
  }),
);

/** Anonymous carts go away a month after their last change (like the pre-session cookie). */
const ANONYMOUS_CART_SECONDS = 30 * 86400;

export const cartOwnerOfUser = (userId: string) => `user:${userId}`;
export const cartOwnerOfBrowser = (presessionHash: string) => `anon:${presessionHash}`;

export async function getCart(owner: string): Promise<StoredCart> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.cart(owner), ConsistentRead: true }),
  );
  if (!Item) return { owner, lines: [], couponCode: null, version: 0, updatedAt: null };
  const cart = parseItem(cartSchema, Item);
  return {
    owner,
    lines: cart.lines ?? [],
    couponCode: cart.couponCode ?? null,
    referralCode: cart.referralCode ?? null,
    version: cart.version ?? 0,
    updatedAt: cart.updatedAt ?? null,
  };
}

function cartPut(cart: StoredCart, now: Date) {
  const check = versionCheck(cart.version);
  return {
    TableName: tableName(),
    Item: {
      ...keys.cart(cart.owner),
      type: 'Cart',
      owner: cart.owner,
      lines: cart.lines,
      couponCode: cart.couponCode,
      referralCode: cart.referralCode ?? null,
      version: cart.version + 1,
      updatedAt: now.toISOString(),
      ...(cart.owner.startsWith('anon:') ? { ttl: ttlIn(ANONYMOUS_CART_SECONDS, now.getTime()) } : {}),
    },
    ConditionExpression: cart.version === 0 ? 'attribute_not_exists(PK) OR #version = :version' : check.condition,
    ExpressionAttributeNames: check.names,
    ExpressionAttributeValues: { ':version': cart.version },
  };
}

/** Writes the cart if nobody changed it since it was read (`cart.version`); false when someone did. */
export async function saveCart(cart: StoredCart, now = new Date()): Promise<boolean> {
  try {
    await db().send(new PutCommand(cartPut(cart, now)));
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** The same write as a transaction item (the purchase empties the cart it priced, or fails). */
export function saveCartItem(cart: StoredCart, now = new Date()): TransactItem {
  return { Put: cartPut(cart, now) };
}

export async function deleteCart(owner: string, version: number): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.cart(owner),
        ConditionExpression: '#version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': version },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
