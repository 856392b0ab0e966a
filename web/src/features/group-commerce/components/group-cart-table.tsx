// The group cart table: one number input per product (min 0), prices at the order's tier, totals.
import { formatCents } from '@shared/rules/pricing';
import type { CartMap, GroupCart } from '../api/group-commerce';

interface GroupCartTableProps {
  cart: GroupCart;
  map: CartMap;
  onQuantity: (productId: string, quantity: number) => void;
}

export function GroupCartTable({ cart, map, onQuantity }: GroupCartTableProps) {
  return (
    <div className="group-table-wrap">
      <table className="group-table group-cart">
        <caption className="visually-hidden">Group cart</caption>
        <thead>
          <tr>
            <th scope="col">Course</th>
            <th scope="col">Price</th>
            <th scope="col">Your price</th>
            <th scope="col">Quantity</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {cart.lineItems.map((line) => (
            <tr key={line.id}>
              <th scope="row">{line.name}</th>
              <td>{formatCents(line.price)}</td>
              <td>{line.discountTier ? `${formatCents(line.discountedPrice)} (${line.discountTier}% off)` : formatCents(line.discountedPrice)}</td>
              <td>
                <input
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  className="group-cart__quantity"
                  aria-label={`Quantity of ${line.name}`}
                  value={map[line.id] ?? line.quantity}
                  onChange={(event) => onQuantity(line.id, Math.max(0, Math.floor(Number(event.target.value) || 0)))}
                />
              </td>
              <td>{formatCents(line.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr><th scope="row" colSpan={4}>Subtotal ({cart.quantity} courses)</th><td>{formatCents(cart.subtotal)}</td></tr>
          <tr><th scope="row" colSpan={4}>Group discount{cart.discountTier ? ` (${cart.discountTier}%)` : ''}</th><td>−{formatCents(cart.discountAmount)}</td></tr>
          <tr><th scope="row" colSpan={4}>Total</th><td><strong>{formatCents(cart.total)}</strong></td></tr>
        </tfoot>
      </table>
    </div>
  );
}
