// /group-portal/settings/receipts: the group's orders (date, courses purchased, price, discount tier,
// savings) with a link to each receipt, newest first, ten a page.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { href, paths } from '@shared/paths';
import { formatCents } from '@shared/rules/pricing';
import { Button, Heading, TableScroll, Text } from '@web/components/ui';
import { DateText } from '@web/components/date-text';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { useGroupOrders } from '../api/group-commerce';
import { LimitedGroupOnly } from '../lib/limited-group';
import '../group-commerce.css';

export function GroupReceiptsPage() {
  usePageTitle('Receipts');
  const [page, setPage] = useState(1);
  const orders = useGroupOrders(page);
  return (
    <LimitedGroupOnly otherwise={paths.groupSettings}>
      <section aria-labelledby="receipts-title">
        <Heading level={2} id="receipts-title">
          Receipts
        </Heading>
        <QueryState
          query={orders}
          pending="Loading your orders…"
          failed="We could not load your orders"
          variant="block"
        >
          {({ data, pagination }) =>
            data.length === 0 ? (
              <Text>
                Your group has no orders yet. <Link to={paths.groupCourseSelection}>Purchase courses</Link>
              </Text>
            ) : (
              <>
                <TableScroll label="Group orders">
                  <table className="group-commerce-table stack-on-phone">
                    <caption className="visually-hidden">Group orders</caption>
                    <thead>
                      <tr>
                        <th scope="col">Date</th>
                        <th scope="col">Courses purchased</th>
                        <th scope="col" className="num">
                          Price
                        </th>
                        <th scope="col" className="num">
                          Discount tier
                        </th>
                        <th scope="col" className="num">
                          Savings
                        </th>
                        <th scope="col">Receipt</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.map((order) => (
                        <tr key={order.uuid}>
                          <td data-label="Date">
                            <DateText value={order.createdAt} />
                          </td>
                          <td data-label="Courses purchased">
                            {order.courses.map((c) => `${c.name} × ${c.quantity}`).join(', ')}
                          </td>
                          <td className="num" data-label="Price">
                            {formatCents(order.totalCost)}
                          </td>
                          <td className="num" data-label="Discount tier">
                            {order.discount ? `${order.discount}%` : 'None'}
                          </td>
                          <td className="num" data-label="Savings">
                            {formatCents(order.discountedAmount)}
                          </td>
                          <td>
                            <Link
                              to={href(paths.groupOrderReceipt, { uuid: order.uuid })}
                              aria-label={`Receipt of the order of ${new Date(order.createdAt).toLocaleDateString()}`}
                            >
                              Download receipt
                            </Link>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
                {pagination.totalPages > 1 ? (
                  <div className="group-commerce-pager">
                    <Button size="small" isDisabled={page <= 1} onClick={() => setPage(page - 1)}>
                      Previous
                    </Button>
                    <span>
                      Page {pagination.page} of {pagination.totalPages}
                    </span>
                    <Button size="small" isDisabled={page >= pagination.totalPages} onClick={() => setPage(page + 1)}>
                      Next
                    </Button>
                  </div>
                ) : null}
              </>
            )
          }
        </QueryState>
      </section>
    </LimitedGroupOnly>
  );
}
