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
          <dt>Discount{cart.coupon ? ` (${cart.coupon.code})` : cart.discount ? ` (${cart.discount}%)` : ''}</dt>
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
