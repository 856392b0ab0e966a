// The group cart table: one number input per product (min 0), prices at the order's tier, totals.
// Framed, left-aligned, numbers right-aligned; on a phone each course becomes a labelled card. The
// discount line shows only when there is a discount (the tier bar above says which tier applies).
import { formatCents } from '@shared/rules/pricing';
import { TableScroll } from '@web/components/ui';
import type { CartMap, GroupCart } from '../api/group-commerce';

interface GroupCartTableProps {
  cart: GroupCart;
  map: CartMap;
  onQuantity: (productId: string, quantity: number) => void;
}

export function GroupCartTable({ cart, map, onQuantity }: GroupCartTableProps) {
  return (
    <TableScroll label="Group cart">
      <table className="group-commerce-table group-cart stack-on-phone">
        <caption className="visually-hidden">Group cart</caption>
        <thead>
          <tr>
            <th scope="col">Course</th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col" className="num">
              Your price
            </th>
            <th scope="col" className="num">
              Quantity
            </th>
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.lineItems.map((line) => (
            <tr key={line.id}>
              <th scope="row">{line.name}</th>
              <td className="num" data-label="Price">
                {formatCents(line.price)}
              </td>
              <td className="num" data-label="Your price">
                {line.discountTier
                  ? `${formatCents(line.discountedPrice)} (${line.discountTier}% off)`
                  : formatCents(line.discountedPrice)}
              </td>
              <td className="num" data-label="Quantity">
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
              <td className="num" data-label="Total">
                {formatCents(line.total)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Subtotal ({cart.quantity} courses)
            </th>
            <td className="num">{formatCents(cart.subtotal)}</td>
          </tr>
          {cart.discountAmount > 0 ? (
            <tr>
              <th scope="row" colSpan={4}>
                Group discount ({cart.discountTier}%)
              </th>
              <td className="num">−{formatCents(cart.discountAmount)}</td>
            </tr>
          ) : null}
          <tr className="group-cart__total">
            <th scope="row" colSpan={4}>
              Total
            </th>
            <td className="num">
              <strong>{formatCents(cart.total)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}
