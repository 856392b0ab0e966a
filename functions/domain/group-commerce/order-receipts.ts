// The group order's confirmation with its receipt, mailed to the admin who bought the seats by whoever
// wrote the order (the purchase request or the payment_intent.succeeded webhook; the purchase claim
// lets one of them write it), so a replay or a race mails once. The spec names no other recipient:
// the group's other admins read the receipts page. The order is already written and paid: a mail
// that fails is logged, never the purchase's failure.
import { groupOrderReceiptPdf } from '@shared/contracts/group-commerce';
import { fillPath } from '@shared/contracts/path';
import { emailGroupName } from '@shared/rules/group-names';
import { href, paths } from '@shared/paths';
import { groupOrderConfirmationEmail, type EmailReceipt } from '@functions/adapters/email/order-receipt';
import { sendEmail } from '@functions/adapters/mailer';
import type { GroupOrder } from '@functions/data/group-orders';
import { getGroup } from '@functions/data/groups';
import { getUserById } from '@functions/data/users';
import { env } from '@functions/lib/env';
import { logger } from '@functions/lib/logger';
import { emailBrand } from '../company/email-brand';
import { groupDiscountLabel } from './orders';

export function groupEmailReceiptOf(order: GroupOrder, appUrl: string): EmailReceipt {
  const discountLabel = groupDiscountLabel(order);
  return {
    orderId: order.id,
    createdAt: order.createdAt,
    lines: order.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitPrice: line.price,
      amount: line.price * line.quantity,
    })),
    subtotal: order.subtotal,
    discount: discountLabel ? { label: discountLabel, amount: order.discountAmount } : null,
    tax: null, // group orders carry no tax
    total: order.total,
    card: order.card,
    receiptUrl: `${appUrl}${href(paths.groupOrderReceipt, { uuid: order.uuid })}`,
    pdfUrl: `${appUrl}${fillPath(groupOrderReceiptPdf.path, { uuid: order.uuid })}`,
  };
}

export async function mailGroupOrderReceipt(order: GroupOrder): Promise<void> {
  try {
    const [admin, group, brand] = await Promise.all([getUserById(order.userId), getGroup(order.groupId), emailBrand()]);
    if (!admin) return;
    const appUrl = env().APP_URL;
    await sendEmail(
      admin.email,
      groupOrderConfirmationEmail(
        {
          firstName: admin.firstName,
          groupName: emailGroupName(group?.name ?? 'your group'),
          receipt: groupEmailReceiptOf(order, appUrl),
          assignUrl: `${appUrl}${paths.groupCourses}`,
        },
        brand,
      ),
    );
  } catch (error) {
    // SES errors can quote the address: the error's name only.
    logger.error('Group order confirmation email not sent', {
      orderId: order.id,
      errorName: error instanceof Error ? error.name : typeof error,
    });
  }
}
