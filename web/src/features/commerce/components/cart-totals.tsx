// Subtotal, discount, shipping (always FREE) and total of a cart, in dollars from the server's cents.
import type { Cart } from '@shared/contracts/common';
import { formatCents } from '@shared/rules/pricing';

export function CartTotals({ cart }: { cart: Cart }) {
  return (
    <dl className="cart-totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatCents(cart.subtotal)}</dd>
      </div>
      {cart.discountAmount > 0 ? (
        <div>
          <dt>{discountLabel(cart)}</dt>
          <dd>-{formatCents(cart.discountAmount)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Shipping</dt>
        <dd>FREE</dd>
      </div>
      <div className="cart-totals__total">
        <dt>Total</dt>
        <dd>{formatCents(cart.total)}</dd>
      </div>
    </dl>
  );
}

function discountLabel(cart: Cart): string {
  if (cart.discountSource === 'referral') return `Referral discount (${cart.discount}%)`;
  if (cart.coupon && cart.discountSource !== null) return `Discount (${cart.coupon.code})`;
  return cart.discount ? `Discount (${cart.discount}%)` : 'Discount';
}
