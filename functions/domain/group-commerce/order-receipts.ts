// The group order's confirmation with its receipt, to the admin who bought the seats, queued in the
// outbox in the order's own transaction by whoever writes it (the purchase request or the
// payment_intent.succeeded webhook; the purchase claim lets one of them write it), so a replay or a
// race mails once and the order never goes without it. The spec names no other recipient: the
// group's other admins read the receipts page.
import { groupOrderReceiptPdf } from '@shared/contracts/group-commerce';
import { fillPath } from '@shared/contracts/path';
import { emailGroupName } from '@shared/rules/group-names';
import { href, paths } from '@shared/paths';
import { groupOrderConfirmationEmail, type EmailReceipt } from '@functions/adapters/email/order-receipt';
import { queuedEmail } from '@functions/adapters/mailer';
import type { GroupOrder } from '@functions/data/group-orders';
import { getGroup } from '@functions/data/groups';
import { getUserById } from '@functions/data/users';
import type { TransactItem } from '@functions/data/writes';
import { env } from '@functions/lib/env';
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

/** The confirmation of `order` as an item of its transaction; null when its admin is gone. */
export async function groupOrderReceiptMail(order: GroupOrder, now = new Date()): Promise<TransactItem | null> {
  const [admin, group, brand] = await Promise.all([getUserById(order.userId), getGroup(order.groupId), emailBrand()]);
  if (!admin) return null;
  const appUrl = env().APP_URL;
  return queuedEmail(
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
    now,
  );
}
