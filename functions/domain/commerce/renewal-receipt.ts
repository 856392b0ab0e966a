// The receipt email of a renewal's order, sent by whoever writes that order: the job (charged
// off-session), the webhook, or the learner finishing an authentication on-session (POST /api/purchases.json).
import { href, paths } from '@shared/paths';
import { formatCents } from '@shared/rules/pricing';
import { sendEmail } from '@functions/adapters/mailer';
import { autoRenewalReceiptEmail } from '@functions/adapters/email/auto-renewal';
import type { Order } from '@functions/data/orders';
import type { User } from '@functions/data/users';
import { env } from '@functions/lib/env';

export async function sendRenewalReceipt(user: User, order: Order): Promise<void> {
  await sendEmail(
    user.email,
    autoRenewalReceiptEmail({
      firstName: user.firstName,
      productName: order.lines[0]?.name ?? 'certification',
      total: formatCents(order.total),
      cardLast4: order.card?.last4 ?? '',
      receiptUrl: `${env().APP_URL}${href(paths.orderReceipt, { id: order.id })}`,
      dashboardUrl: `${env().APP_URL}${paths.dashboard}`,
    }),
  );
}
