// The order confirmation with its receipt, queued in the outbox by whoever writes the order
// (writeOrder: the purchase call, the webhook or the auto-renewal job; the purchase claim lets exactly
// one of them write it) in the order's own transaction, so a replay or a race mails once, and an
// order is never written without its confirmation (the outbox delivers it, retrying while SES is down).
import { orderReceiptPdf } from '@shared/contracts/commerce';
import { fillPath } from '@shared/contracts/path';
import { href, paths } from '@shared/paths';
import {
  autoRenewalReceiptEmail,
  orderConfirmationEmail,
  type EmailReceipt,
} from '@functions/adapters/email/order-receipt';
import { queuedEmail } from '@functions/adapters/mailer';
import type { Order } from '@functions/data/orders';
import { getUserById, type User } from '@functions/data/users';
import type { TransactItem } from '@functions/data/writes';
import { env } from '@functions/lib/env';
import type { EmailBrand } from '@functions/adapters/email/layout';
import { emailBrand } from '../company/email-brand';
import { discountLabelOf, receiptLineName } from './orders';

export function emailReceiptOf(order: Order, appUrl: string): EmailReceipt {
  const discountLabel = discountLabelOf(order);
  return {
    orderId: order.id,
    createdAt: order.createdAt,
    lines: order.lines.map((line) => ({
      name: receiptLineName(line),
      quantity: 1,
      unitPrice: line.price,
      amount: line.price,
    })),
    subtotal: order.subtotal,
    discount: discountLabel && order.discountAmount ? { label: discountLabel, amount: order.discountAmount } : null,
    tax: null, // learner orders carry no tax
    total: order.total,
    card: order.card,
    receiptUrl: `${appUrl}${href(paths.orderReceipt, { id: order.id })}`,
    pdfUrl: `${appUrl}${fillPath(orderReceiptPdf.path, { id: order.id })}`,
  };
}

/** Who the confirmation goes to, and the company's look: read once before the order's transaction. */
export interface ReceiptRecipient {
  user: User;
  brand: EmailBrand;
}

export async function receiptRecipient(userId: string): Promise<ReceiptRecipient | null> {
  const [user, brand] = await Promise.all([getUserById(userId), emailBrand()]);
  return user ? { user, brand } : null;
}

/** The confirmation of `order` as an item of its transaction (queued exactly when the order is written). */
export function orderReceiptMail(order: Order, { user, brand }: ReceiptRecipient, now = new Date()): TransactItem {
  const appUrl = env().APP_URL;
  const receipt = emailReceiptOf(order, appUrl);
  const dashboardUrl = `${appUrl}${paths.dashboard}`;
  const email =
    order.discountSource === 'auto_renew'
      ? autoRenewalReceiptEmail(
          { firstName: user.firstName, productName: order.lines[0]?.name ?? 'certification', receipt, dashboardUrl },
          brand,
        )
      : orderConfirmationEmail({ firstName: user.firstName, receipt, dashboardUrl }, brand);
  return queuedEmail(user.email, email, now);
}
