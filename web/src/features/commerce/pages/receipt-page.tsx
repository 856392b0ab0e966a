// /orders/:id/receipt: a printable receipt (Print uses the browser's print; the PDF is the server's).
import { useParams } from 'react-router-dom';
import { paths } from '@shared/paths';
import { formatCents } from '@shared/rules/pricing';
import { Button, Heading, TableScroll } from '@web/components/ui';
import { ButtonLink } from '@web/components/button-link';
import { DateText } from '@web/components/date-text';
import { QueryState } from '@web/components/query-state';
import { usePageTitle } from '@web/components/page-title';
import { receiptPdfUrl, useOrderReceipt } from '../api/billing';
import '../commerce.css';

export function ReceiptPage() {
  const { id = '' } = useParams();
  usePageTitle(`Receipt ${id}`);
  const receipt = useOrderReceipt(id);
  return (
    <QueryState
      query={receipt}
      pending="Loading your receipt…"
      failed="We could not load this receipt"
      notFound={{
        title: 'Receipt not found',
        message: 'This order does not exist or is not yours.',
        action: <ButtonLink to={paths.billing}>Order History</ButtonLink>,
      }}
    >
      {(data) => (
        <article className="page page--narrow receipt">
          <div className="receipt__actions no-print">
            <ButtonLink to={paths.billing}>Order History</ButtonLink>
            <Button onClick={() => window.print()}>Print</Button>
            <a
              className="amplify-button button-link"
              href={receiptPdfUrl(data.order.id)}
              target="_blank"
              rel="noopener"
            >
              Download PDF
            </a>
          </div>
          <Heading level={1}>Receipt</Heading>
          <p className="receipt__company">{data.companyName}</p>
          <dl className="receipt__meta">
            <div>
              <dt>Order</dt>
              <dd>{data.order.id}</dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd>
                <DateText value={data.order.createdAt} />
              </dd>
            </div>
            <div>
              <dt>Billed to</dt>
              <dd>
                {data.billedTo.name} ({data.billedTo.email})
              </dd>
            </div>
            <div>
              <dt>Paid with</dt>
              <dd>
                {data.card ? `${data.card.brand.toUpperCase()} ending in ${data.card.last4}` : 'No payment required'}
              </dd>
            </div>
          </dl>
          <TableScroll label="Receipt lines">
            <table className="billing-table">
              <caption className="visually-hidden">Items</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col" className="num">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.lines.map((line) => (
                  <tr key={line.productId}>
                    <td>{line.forLife ? `${line.name} For Life` : line.name}</td>
                    <td className="num">{formatCents(line.price)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Subtotal</th>
                  <td className="num">{formatCents(data.subtotal)}</td>
                </tr>
                {data.discountLabel && data.discountAmount ? (
                  <tr>
                    <th scope="row">{data.discountLabel}</th>
                    <td className="num">-{formatCents(data.discountAmount)}</td>
                  </tr>
                ) : null}
                <tr>
                  <th scope="row">Shipping</th>
                  <td className="num">FREE</td>
                </tr>
                <tr className="receipt__total">
                  <th scope="row">Total</th>
                  <td className="num">{formatCents(data.total)}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        </article>
      )}
    </QueryState>
  );
}
