// Cart arithmetic. All money is integer cents.
import type { Cart } from '../contracts/common';

export function emptyCart(): Cart {
  return {
    products: [],
    forLife: false,
    coupon: null,
    lineItems: [],
    courseCount: 0,
    total: 0,
    subtotal: 0,
    discountTier: null,
    discountAmount: 0,
    quantity: 0,
    count: 0,
    discount: 0,
  };
}
