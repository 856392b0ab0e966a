// A stored cart priced on the server with shared/rules/pricing, and shown as the spec's Cart.
import type { Cart, CartProduct } from '@shared/contracts/common';
import {
  canForLife,
  couponRefusal,
  forLifeDeltaPrice,
  priceCart,
  type CartLine,
  type Coupon,
  type Price,
} from '@shared/rules/pricing';
import type { Product } from '@functions/data/catalog';
import type { StoredCart } from '@functions/data/carts';
import { getCoupon } from '@functions/data/coupons';
import { getProductsByIds } from '@functions/data/products';
import { isReferredFirstOrder } from './referral-status';

export interface PricedCart {
  stored: StoredCart;
  /** The cart's lines whose product still exists, in the order added. */
  lines: (CartLine & { product: Product })[];
  /** The coupon when it still applies (a coupon that stopped applying is not counted). */
  coupon: Coupon | null;
  price: Price;
}

export async function priceStoredCart(
  stored: StoredCart,
  input: { userId: string | null; today: string },
): Promise<PricedCart> {
  const [products, storedCoupon, referred] = await Promise.all([
    getProductsByIds(stored.lines.map((l) => l.productId)),
    stored.couponCode ? getCoupon(stored.couponCode) : Promise.resolve(null),
    // Before sign-up, a browser that came through a colleague's link sees the discount it will get.
    input.userId ? isReferredFirstOrder(input.userId) : Promise.resolve(Boolean(stored.referralCode)),
  ]);
  const lines = stored.lines.flatMap((line) => {
    const product = products.find((p) => p.id === line.productId);
    return product ? [{ product, forLife: line.forLife && canForLife(product) }] : [];
  });
  const coupon =
    storedCoupon && couponRefusal(storedCoupon, { lines, today: input.today, userId: input.userId }) === null
      ? storedCoupon
      : null;
  return { stored, lines, coupon, price: priceCart({ lines, coupon, referredFirstOrder: referred }) };
}

export function presentCartProduct(product: Product, forLifeSelected: boolean): CartProduct {
  const delta = forLifeDeltaPrice(product);
  const forLifeAllowed = canForLife(product);
  return {
    id: product.id,
    name: product.name,
    kind: product.kind,
    cartSubtitle: product.cartSubtitle,
    cartCta: product.cartCta,
    cartDescription: product.cartDescription,
    price: product.price,
    originalPrice: product.originalPrice,
    attachedIcon: { url: null },
    color: product.color,
    sisterId: product.sisterId,
    forLifeSelected: forLifeAllowed && forLifeSelected,
    canForLife: forLifeAllowed,
    forLifeDeltaPrice: delta,
    forLife: forLifeAllowed && forLifeSelected,
    forLifeProduct: forLifeAllowed
      ? {
          name: `${product.name} For Life`,
          cartSubtitle: 'Pay once: free recertification courses and exams every 2 years',
          price: product.price + delta,
        }
      : null,
  };
}

export function presentCart(priced: PricedCart): Cart {
  const { lines, price, coupon } = priced;
  return {
    products: lines.map((l) => presentCartProduct(l.product, l.forLife)),
    forLife: lines.some((l) => l.forLife),
    coupon: coupon ? { code: coupon.code } : null,
    lineItems: lines.map((l) => ({
      id: l.product.id,
      product: { id: l.product.id, name: l.product.name, attachedIcon: { url: null } },
      quantity: 1,
    })),
    courseCount: lines.reduce((n, l) => n + l.product.courseIds.length, 0),
    total: price.total,
    subtotal: price.subtotal,
    discountTier: null,
    discountAmount: price.discountAmount,
    discountSource: price.discountSource,
    quantity: lines.length,
    count: lines.length,
    discount: price.discountPercent,
  };
}
