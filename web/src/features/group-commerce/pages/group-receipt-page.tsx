// /group-orders/{uuid}/receipt: a printable receipt of a group order, and the same as a PDF.
import { useParams } from 'react-router-dom';
import { formatCents } from '@shared/rules/pricing';
import { Button, Heading, TableScroll } from '@web/components/ui';
import { DateText } from '@web/components/date-text';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { groupReceiptPdfUrl, useGroupReceipt } from '../api/group-commerce';
import '../group-commerce.css';

export function GroupReceiptPage() {
  usePageTitle('Receipt');
  const { uuid = '' } = useParams();
  const receipt = useGroupReceipt(uuid);
  return (
    <div className="page group-receipt">
      <QueryState
        query={receipt}
        pending="Loading the receipt…"
        failed="We could not load this receipt"
        notFound={{ title: 'Receipt not found', message: "This order does not exist or is not your group's." }}
      >
        {(r) => (
          <article aria-labelledby="receipt-title">
            <div className="row group-receipt__header">
              <Heading level={1} id="receipt-title">
                Receipt
              </Heading>
              <div className="row no-print">
                <Button onClick={() => window.print()}>Print</Button>
                <a
                  className="amplify-button amplify-button--primary"
                  href={groupReceiptPdfUrl(uuid)}
                  download={`group-receipt-${uuid}.pdf`}
                >
                  Download PDF
                </a>
              </div>
            </div>
            <dl className="group-commerce-details">
              <dt>Company</dt>
              <dd>{r.companyName}</dd>
              <dt>Order</dt>
              <dd>{r.order.id}</dd>
              <dt>Date</dt>
              <dd>
                <DateText value={r.order.createdAt} />
              </dd>
              <dt>Billed to</dt>
              <dd>
                {r.billedTo.name} ({r.billedTo.email})
              </dd>
              <dt>Paid with</dt>
              <dd>{r.card ? `${r.card.brand.toUpperCase()} ending in ${r.card.last4}` : 'No payment required'}</dd>
            </dl>
            <TableScroll label="Courses purchased">
              <table className="group-commerce-table group-receipt__lines">
                <caption className="visually-hidden">Courses purchased</caption>
                <thead>
                  <tr>
                    <th scope="col">Course</th>
                    <th scope="col" className="num">
                      Quantity
                    </th>
                    <th scope="col" className="num">
                      Price
                    </th>
                    <th scope="col" className="num">
                      Your price
                    </th>
                    <th scope="col" className="num">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {r.lines.map((line) => (
                    <tr key={line.productId}>
                      <th scope="row">{line.name}</th>
                      <td className="num">{line.quantity}</td>
                      <td className="num">{formatCents(line.price)}</td>
                      <td className="num">{formatCents(line.discountedPrice)}</td>
                      <td className="num">{formatCents(line.total)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={4}>
                      Subtotal
                    </th>
                    <td className="num">{formatCents(r.subtotal)}</td>
                  </tr>
                  {r.order.discountedAmount > 0 ? (
                    <tr>
                      <th scope="row" colSpan={4}>
                        Group discount ({r.order.discount}%)
                      </th>
                      <td className="num">−{formatCents(r.order.discountedAmount)}</td>
                    </tr>
                  ) : null}
                  <tr>
                    <th scope="row" colSpan={4}>
                      Total
                    </th>
                    <td className="num">
                      <strong>{formatCents(r.total)}</strong>
                    </td>
                  </tr>
                </tfoot>
              </table>
            </TableScroll>
          </article>
        )}
      </QueryState>
    </div>
  );
}
