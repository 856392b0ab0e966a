// The cart use cases. A signed-in learner's cart belongs to the user; before sign-in it belongs to
// the browser's pre-session cookie (hashed), and it is merged into the account at sign-in/sign-up.
// Every change is read-modify-write under the cart's version, retried when another tab won the race.
import type { Cart } from '@shared/contracts/common';
import { emptyCart } from '@shared/rules/cart';
import { canForLife, COUPON_MESSAGES, couponRefusal } from '@shared/rules/pricing';
import {
  cartOwnerOfBrowser,
  cartOwnerOfUser,
  deleteCart,
  getCart,
  saveCart,
  type StoredCart,
} from '@functions/data/carts';
import { getCoupon } from '@functions/data/coupons';
import { getProductsByIds } from '@functions/data/products';
import { optimistic, RETRY } from '@functions/data/writes';

import { Conflict, Invalid, NotFound } from '@functions/lib/errors';
import { hashToken } from '@functions/lib/crypto';
import { PRESESSION_COOKIE, readCookie } from '@functions/lib/cookies';
import { localToday } from '@functions/lib/today';
import { browserPaymentsConfig } from '@functions/adapters/payments/browser-config';
import { presentCart, priceStoredCart } from './cart-pricing';
import { COMMERCE_MESSAGES } from './messages';
import { applyReferralCode } from './referrals';
import { logger } from '@functions/lib/logger';

/** Who the cart belongs to: the signed-in user, else this browser (null: a first visit with no cookie yet). */
export interface CartScope {
  userId: string | null;
  presession: string | undefined;
  today: string;
}

/** What a cart call knows about its caller: the signed-in user (if any), cookies and headers. */
export interface CartRequest {
  userId: string | null;
  cookies: Record<string, string>;
  headers: Record<string, string | undefined>;
}

export async function cartScopeOf(request: CartRequest): Promise<CartScope> {
  return {
    userId: request.userId,
    presession: readCookie(request.cookies, PRESESSION_COOKIE),
    today: await localToday(request),
  };
}

export function cartOwner(scope: Pick<CartScope, 'userId' | 'presession'>): string | null {
  if (scope.userId) return cartOwnerOfUser(scope.userId);
  return scope.presession ? cartOwnerOfBrowser(hashToken(scope.presession)) : null;
}

function requireOwner(scope: CartScope): string {
  const owner = cartOwner(scope);
  // Writes need the CSRF token, which needs the pre-session cookie, so this is a stale page.
  if (!owner) throw new Conflict('Please reload the page and try again.');
  return owner;
}

/** The browser's card entry settings (bootstrap.json). */
export const browserCheckoutSettings = () => browserPaymentsConfig();

export async function loadCart(request: CartRequest): Promise<Cart> {
  const scope = await cartScopeOf(request);
  const owner = cartOwner(scope);
  if (!owner) return emptyCart();
  const stored = await getCart(owner);
  if (!stored.lines.length && !stored.couponCode) return emptyCart();
  return presentCart(await priceStoredCart(stored, scope));
}

/** Reads, changes and writes the cart, again from a fresh read when a concurrent change won. */
async function changeCart(
  scope: CartScope,
  change: (cart: StoredCart) => Promise<StoredCart> | StoredCart,
): Promise<Cart> {
  const owner = requireOwner(scope);
  return optimistic({
    read: () => getCart(owner),
    write: async (stored) => {
      const next = await change(structuredClone(stored));
      if (!(await saveCart(next))) return RETRY;
      return presentCart(await priceStoredCart({ ...next, version: next.version + 1 }, scope));
    },
    conflict: COMMERCE_MESSAGES.cartChanged,
  });
}

async function requireProduct(productId: string) {
  const [product] = await getProductsByIds([productId]);
  if (!product) throw new NotFound('Product not found');
  return product;
}

/**
 * Adds the product or removes it. Adding a product whose sister (Certification <-> Recertification)
 * is in the cart switches to it: a learner buys one or the other.
 */
export async function toggleProduct(request: CartRequest, productId: string, forLife: boolean): Promise<Cart> {
  const scope = await cartScopeOf(request);
  const product = await requireProduct(productId);
  return changeCart(scope, (cart) => {
    const present = cart.lines.some((l) => l.productId === product.id);
    if (present) cart.lines = cart.lines.filter((l) => l.productId !== product.id);
    else putLine(cart, { productId: product.id, forLife: forLife && canForLife(product) }, product.sisterId);
    return cart;
  });
}

/** Adds a line, or replaces its sister's (Certification <-> Recertification): a learner buys one or the other. */
function putLine(cart: StoredCart, line: StoredCart['lines'][number], sisterId: string | null | undefined): void {
  if (cart.lines.some((l) => l.productId === line.productId)) return;
  const sister = sisterId ? cart.lines.findIndex((l) => l.productId === sisterId) : -1;
  if (sister >= 0) cart.lines[sister] = line;
  else cart.lines.push(line);
}

export async function toggleForLife(request: CartRequest, productId: string): Promise<Cart> {
  const scope = await cartScopeOf(request);
  const product = await requireProduct(productId);
  if (!canForLife(product)) throw Invalid.field('id', 'For Life is available for certifications only.');
  return changeCart(scope, (cart) => {
    const line = cart.lines.find((l) => l.productId === product.id);
    if (!line) throw new NotFound('This course is not in your cart.');
    line.forLife = !line.forLife;
    return cart;
  });
}

export async function applyCoupon(request: CartRequest, code: string): Promise<Cart> {
  const scope = await cartScopeOf(request);
  const normalised = code.trim().toUpperCase();
  return changeCart(scope, async (cart) => {
    const [coupon, priced] = await Promise.all([getCoupon(normalised), priceStoredCart(cart, scope)]);
    const refusal = couponRefusal(coupon, { lines: priced.lines, today: scope.today, userId: scope.userId });
    if (refusal) throw Invalid.field('coupon', COUPON_MESSAGES[refusal]);
    cart.couponCode = coupon!.code;
    return cart;
  });
}

/** Before sign-up: the browser keeps a colleague's referral code on its cart until the account exists. */
export async function rememberReferralCode(request: CartRequest, code: string): Promise<void> {
  const scope = await cartScopeOf(request);
  await changeCart(scope, (cart) => ({ ...cart, referralCode: code.trim().toUpperCase() }));
}

export async function removeCoupon(request: CartRequest): Promise<Cart> {
  const scope = await cartScopeOf(request);
  return changeCart(scope, (cart) => ({ ...cart, couponCode: null }));
}

/**
 * At sign-in or sign-up: the browser's anonymous cart joins the account's (products not already
 * there are added; its coupon wins when the account's cart has none), then the anonymous cart goes.
 */
export async function mergeAnonymousCart(presession: string | undefined, userId: string): Promise<void> {
  if (!presession) return;
  const anonymousOwner = cartOwnerOfBrowser(hashToken(presession));
  const anonymous = await getCart(anonymousOwner);
  if (anonymous.referralCode) {
    // A colleague's link this browser arrived with; an account that cannot use it simply pays full price.
    await applyReferralCode(userId, anonymous.referralCode).catch((error: unknown) => {
      if (!(error instanceof Invalid)) throw error;
      logger.info('Referral code not applied at sign-in', { reason: error.message });
    });
  }
  if (!anonymous.lines.length && !anonymous.couponCode) return;
  const owner = cartOwnerOfUser(userId);
  const sisters = new Map(
    (await getProductsByIds(anonymous.lines.map((l) => l.productId))).map((p) => [p.id, p.sisterId]),
  );
  await optimistic({
    read: () => getCart(owner),
    write: async (cart) => {
      // What was chosen before signing in wins over its sister already in the account's cart.
      for (const line of anonymous.lines) putLine(cart, line, sisters.get(line.productId));
      cart.couponCode ??= anonymous.couponCode;
      if (!(await saveCart(cart))) return RETRY;
      await deleteCart(anonymousOwner, anonymous.version);
    },
    conflict: COMMERCE_MESSAGES.cartChanged,
  });
}
