// /billing: Order History (GET /api/orders.json), each order with its receipt.
import { Link } from 'react-router-dom';
import { href, paths } from '@shared/paths';
import { DateText } from '@web/components/date-text';
import { QueryState } from '@web/components/query-state';
import { usePageTitle } from '@web/components/page-title';
import { useOrders } from '../api/billing';
import { BillingHeader } from '../components/billing-tabs';
import { TableScroll } from '@web/components/ui';
import '../commerce.css';

export function BillingPage() {
  usePageTitle('Order History');
  const orders = useOrders();
  return (
    <section className="page commerce-page">
      <BillingHeader />
      <QueryState query={orders} variant="block" pending="Loading your orders…" failed="We could not load your orders.">
        {({ data }) =>
          data.length === 0 ? (
            <p>
              You have no orders yet. <Link to={paths.cart}>Purchase courses</Link>
            </p>
          ) : (
            <TableScroll label="Order History">
              <table className="billing-table">
                <caption className="visually-hidden">Order History</caption>
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Date</th>
                    <th scope="col">Total</th>
                    <th scope="col">Receipt</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((order) => (
                    <tr key={order.id}>
                      <td>{order.id}</td>
                      <td>
                        <DateText value={order.createdAt} />
                      </td>
                      <td>{order.dollarPrice}</td>
                      <td>
                        <Link
                          to={href(paths.orderReceipt, { id: order.id })}
                          aria-label={`Receipt for order ${order.id}`}
                        >
                          View receipt
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )
        }
      </QueryState>
    </section>
  );
}
