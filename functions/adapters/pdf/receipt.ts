// An order's receipt as a one-page PDF (US Letter): company, order, billed to, lines, totals, card.
import { PdfPage } from './pdf-document';

export interface ReceiptPdfInput {
  companyName: string;
  orderId: string;
  /** Already formatted for print, e.g. `November 23, 2026`. */
  date: string;
  billedTo: { name: string; email: string };
  lines: { name: string; amount: string }[];
  subtotal: string;
  discount: { label: string; amount: string } | null;
  total: string;
  paidWith: string;
}

const INK: [number, number, number] = [27, 31, 36];
const MUTED: [number, number, number] = [84, 93, 104];
const RULE: [number, number, number] = [213, 217, 224];

export function renderReceipt(input: ReceiptPdfInput): Uint8Array {
  const page = new PdfPage(612, 792);
  const left = 56;
  const right = 556;
  let y = 730;
  page.text(input.companyName, left, y, { size: 20, font: 'bold', color: INK, maxWidth: 300 });
  page.text('RECEIPT', right, y, { size: 20, font: 'bold', color: INK, align: 'right' });
  y -= 36;
  const meta = (label: string, value: string) => {
    page.text(label, left, y, { size: 9, color: MUTED });
    page.text(value, left + 110, y, { size: 11, color: INK, maxWidth: 380 });
    y -= 18;
  };
  meta('Order', input.orderId);
  meta('Date', input.date);
  meta('Billed to', `${input.billedTo.name} <${input.billedTo.email}>`);
  meta('Paid with', input.paidWith);
  y -= 14;
  page.rect(left, y, right - left, 1, RULE);
  y -= 20;
  page.text('Item', left, y, { size: 9, color: MUTED });
  page.text('Amount', right, y, { size: 9, color: MUTED, align: 'right' });
  y -= 20;
  for (const line of input.lines) {
    page.text(line.name, left, y, { size: 11, color: INK, maxWidth: 380 });
    page.text(line.amount, right, y, { size: 11, color: INK, align: 'right' });
    y -= 18;
  }
  y -= 6;
  page.rect(left, y, right - left, 1, RULE);
  y -= 20;
  const total = (label: string, value: string, bold = false) => {
    page.text(label, 380, y, { size: bold ? 12 : 11, font: bold ? 'bold' : undefined, color: INK });
    page.text(value, right, y, { size: bold ? 12 : 11, font: bold ? 'bold' : undefined, color: INK, align: 'right' });
    y -= 18;
  };
  total('Subtotal', input.subtotal);
  if (input.discount) total(input.discount.label, `-${input.discount.amount}`);
  total('Shipping', 'FREE');
  total('Total', input.total, true);
  page.text('Thank you for your order.', left, 80, { size: 10, color: MUTED });
  return page.toBytes({ title: `Receipt ${input.orderId}`, author: input.companyName });
}
