// The order confirmation with its receipt, mailed by whoever wrote the order (writeOrder: the purchase
// call, the webhook or the auto-renewal job; the purchase claim lets exactly one of them write it),
// so a replay or a race mails once. The order is already written and paid: a mail that fails is
// logged, never the purchase's failure.
import { orderReceiptPdf } from '@shared/contracts/commerce';
import { fillPath } from '@shared/contracts/path';
import { href, paths } from '@shared/paths';
import {
  autoRenewalReceiptEmail,
  orderConfirmationEmail,
  type EmailReceipt,
} from '@functions/adapters/email/order-receipt';
import { sendEmail } from '@functions/adapters/mailer';
import type { Order } from '@functions/data/orders';
import { getUserById } from '@functions/data/users';
import { env } from '@functions/lib/env';
import { logger } from '@functions/lib/logger';
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

export async function mailOrderReceipt(order: Order): Promise<void> {
  try {
    const [user, brand] = await Promise.all([getUserById(order.userId), emailBrand()]);
    if (!user) return;
    const appUrl = env().APP_URL;
    const receipt = emailReceiptOf(order, appUrl);
    const dashboardUrl = `${appUrl}${paths.dashboard}`;
    const email =
      order.discountSource === 'auto_renew'
        ? autoRenewalReceiptEmail(
            {
              firstName: user.firstName,
              productName: order.lines[0]?.name ?? 'certification',
              receipt,
              dashboardUrl,
            },
            brand,
          )
        : orderConfirmationEmail({ firstName: user.firstName, receipt, dashboardUrl }, brand);
    await sendEmail(user.email, email);
  } catch (error) {
    // SES errors can quote the address: the error's name only.
    logger.error('Order confirmation email not sent', {
      orderId: order.id,
      errorName: error instanceof Error ? error.name : typeof error,
    });
  }
}
