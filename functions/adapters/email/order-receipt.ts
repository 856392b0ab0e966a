// Order confirmations with the receipt: a learner's purchase, an auto-renewal charge and a group's
// seats. One receipt block (order, date, card, lines, discount, tax, total, links to the receipt page
// and its PDF) under a greeting that says what happened.
import { AUTO_RENEW_DISCOUNT_PERCENT } from '@shared/constants';
import { formatIsoDate } from '@shared/rules/date-format';
import { formatCents } from '@shared/rules/pricing';
import { renderEmail, type EmailBrand, type EmailContent, type RenderedEmail } from './layout';

/** An order as its receipt shows it. Money in cents; `createdAt` an ISO instant. */
export interface EmailReceipt {
  orderId: string;
  createdAt: string;
  lines: { name: string; quantity: number; unitPrice: number; amount: number }[];
  subtotal: number;
  /** The order's discount with its label (`Coupon SAVE10`, `Referral discount (15%)`, `Group discount (20%)`). */
  discount: { label: string; amount: number } | null;
  tax: { label: string; amount: number } | null;
  total: number;
  card: { brand: string; last4: string } | null;
  receiptUrl: string;
  pdfUrl: string;
}

/** As the receipt page and PDF say it: `VISA ending in 4242`. */
export const paidWith = (card: EmailReceipt['card']) =>
  card ? `${card.brand.toUpperCase()} ending in ${card.last4}` : 'No payment required';

function receiptBlocks(receipt: EmailReceipt): Pick<EmailContent, 'facts' | 'table' | 'links'> {
  return {
    facts: [
      { label: 'Order', value: receipt.orderId },
      { label: 'Date', value: formatIsoDate(receipt.createdAt) },
      { label: 'Paid with', value: paidWith(receipt.card) },
    ],
    table: {
      caption: 'Receipt',
      columns: [
        { label: 'Item' },
        { label: 'Qty', numeric: true },
        { label: 'Unit price', numeric: true },
        { label: 'Amount', numeric: true },
      ],
      rows: receipt.lines.map((line) => [
        line.name,
        String(line.quantity),
        formatCents(line.unitPrice),
        formatCents(line.amount),
      ]),
      totals: [
        { label: 'Subtotal', value: formatCents(receipt.subtotal) },
        ...(receipt.discount ? [{ label: receipt.discount.label, value: formatCents(-receipt.discount.amount) }] : []),
        ...(receipt.tax ? [{ label: receipt.tax.label, value: formatCents(receipt.tax.amount) }] : []),
        { label: 'Total', value: formatCents(receipt.total), strong: true },
      ],
    },
    links: [
      { label: 'View your receipt', url: receipt.receiptUrl },
      { label: 'Download the receipt (PDF)', url: receipt.pdfUrl },
    ],
  };
}

const charged = (receipt: EmailReceipt, whose = 'your') =>
  receipt.card
    ? `We charged ${formatCents(receipt.total)} to ${whose} ${paidWith(receipt.card)}.`
    : 'No payment was required.';

export function orderConfirmationEmail(
  input: { firstName: string; receipt: EmailReceipt; dashboardUrl: string },
  brand: EmailBrand,
): RenderedEmail {
  const { receipt } = input;
  return renderEmail(brand, {
    subject: `Your ${brand.name} order confirmation`,
    preheader: `Order ${receipt.orderId}: ${formatCents(receipt.total)}. Your courses are ready in My Learning.`,
    greeting: `Hi ${input.firstName},`,
    paragraphs: [`Thank you for your order. ${charged(receipt)} Your courses are ready in My Learning.`],
    ...receiptBlocks(receipt),
    action: { label: 'Go to My Learning', url: input.dashboardUrl },
    footnote: 'Keep this email for your records. Your receipts are also under Billing, Order History.',
  });
}

/** The auto-renewal's receipt: the same receipt under the renewal's own words. */
export function autoRenewalReceiptEmail(
  input: { firstName: string; productName: string; receipt: EmailReceipt; dashboardUrl: string },
  brand: EmailBrand,
): RenderedEmail {
  const { receipt } = input;
  return renderEmail(brand, {
    subject: `Your ${input.productName} was renewed`,
    preheader: `${charged(receipt)} Your recertification course is ready.`,
    greeting: `Hi ${input.firstName},`,
    paragraphs: [
      `As you asked, we renewed your certification with your auto-renew discount (${AUTO_RENEW_DISCOUNT_PERCENT}% off). ${charged(receipt)}`,
      'Your recertification course is ready in My Learning.',
    ],
    ...receiptBlocks(receipt),
    action: { label: 'Start my recertification', url: input.dashboardUrl },
    footnote: 'You can turn auto-renew off at any time under Billing, Auto-Renewals.',
  });
}

export function groupOrderConfirmationEmail(
  input: { firstName: string; groupName: string; receipt: EmailReceipt; assignUrl: string },
  brand: EmailBrand,
): RenderedEmail {
  const { receipt } = input;
  const seats = receipt.lines.reduce((sum, line) => sum + line.quantity, 0);
  return renderEmail(brand, {
    subject: `Your ${brand.name} order confirmation: ${seats} seat${seats === 1 ? '' : 's'} for ${input.groupName}`,
    preheader: `Order ${receipt.orderId}: ${formatCents(receipt.total)}. The seats are ready to assign.`,
    greeting: `Hi ${input.firstName},`,
    paragraphs: [
      `Thank you for your order for ${input.groupName}. ${charged(receipt, "the group's")} The ${seats} seat${seats === 1 ? ' is' : 's are'} ready to assign to your members.`,
    ],
    ...receiptBlocks(receipt),
    action: { label: 'Assign seats', url: input.assignUrl },
    footnote: `You receive this email because you bought these seats. All admins of ${input.groupName} find the group's receipts under Settings, Receipts in the group portal.`,
  });
}
