// /group-portal/settings/receipts: the group's orders (date, courses purchased, price, discount tier,
// savings) with a link to each receipt, newest first, ten a page; every column but the link sorts
// (asc, desc, cleared), the sort and the page in the URL.
import { Link, useSearchParams } from 'react-router-dom';
import { GROUP_ORDER_SORTS } from '@shared/contracts/list-options';
import { href, paths } from '@shared/paths';
import { formatCents } from '@shared/rules/pricing';
import { Button, Heading, TableScroll, Text } from '@web/components/ui';
import { DateText, formatIsoDate } from '@web/components/date-text';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { SortHeader } from '@web/components/sort-header';
import { sortChange, sortFromUrl } from '@web/lib/list-sort';
import { useGroupOrders } from '../api/group-commerce';
import { LimitedGroupOnly } from '../lib/limited-group';
import '../group-commerce.css';

export function GroupReceiptsPage() {
  usePageTitle('Receipts');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sort = sortFromUrl(params, GROUP_ORDER_SORTS);
  const orders = useGroupOrders(page, sort);
  const change = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    setParams(next);
  };
  const setPage = (to: number) => change({ page: to > 1 ? String(to) : null });
  const header = (column: (typeof GROUP_ORDER_SORTS)[number], label: string, className?: string) => (
    <SortHeader
      className={className}
      label={label}
      sort={sort?.column === column ? sort.order : null}
      onSort={() => change({ ...sortChange(sort, column), page: null })}
    />
  );
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
                        {header('createdAt', 'Date')}
                        {header('courses', 'Courses purchased')}
                        {header('totalCost', 'Price', 'num')}
                        {header('discount', 'Discount tier', 'num')}
                        {header('discountedAmount', 'Savings', 'num')}
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
                              aria-label={`Receipt of the order of ${formatIsoDate(order.createdAt)}`}
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
