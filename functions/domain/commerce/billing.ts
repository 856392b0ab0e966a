// Billing: order history and receipts (a page and a PDF). Another learner's order is not found.
import { formatIsoDate } from '@shared/rules/date-format';
import { formatCents } from '@shared/rules/pricing';
import { renderReceipt } from '@functions/adapters/pdf/receipt';
import { getOrder, listOrdersOfUser } from '@functions/data/orders';
import type { User } from '@functions/data/users';
import { NotFound } from '@functions/lib/errors';
import { loadCompany } from '../company/company-settings';
import { discountLabelOf, presentOrder, receiptLineName } from './orders';

export async function listOrders(userId: string) {
  const orders = await listOrdersOfUser(userId);
  return { data: orders.map((order, index) => presentOrder(order, index + 1)).reverse() };
}

async function requireOrder(userId: string, orderId: string) {
  const order = await getOrder(userId, orderId);
  if (!order) throw new NotFound('Order not found');
  const all = await listOrdersOfUser(userId);
  return { order, count: all.findIndex((o) => o.id === order.id) + 1 };
}

export async function getOrderReceipt(user: User, orderId: string) {
  const [{ order, count }, company] = await Promise.all([requireOrder(user.id, orderId), loadCompany()]);
  return {
    order: presentOrder(order, count),
    lines: order.lines,
    subtotal: order.subtotal,
    discountAmount: order.discountAmount,
    discountLabel: discountLabelOf(order),
    total: order.total,
    card: order.card,
    billedTo: { name: `${user.firstName} ${user.lastName}`, email: user.email },
    companyName: company.name,
  };
}

export async function orderReceiptPdf(user: User, orderId: string): Promise<Uint8Array> {
  const receipt = await getOrderReceipt(user, orderId);
  return renderReceipt({
    companyName: receipt.companyName,
    orderId: receipt.order.id,
    date: formatIsoDate(receipt.order.createdAt),
    billedTo: receipt.billedTo,
    lines: receipt.lines.map((line) => ({
      name: receiptLineName(line),
      amount: formatCents(line.price),
    })),
    subtotal: formatCents(receipt.subtotal),
    discount:
      receipt.discountLabel && receipt.discountAmount
        ? { label: receipt.discountLabel, amount: formatCents(receipt.discountAmount) }
        : null,
    total: formatCents(receipt.total),
    paidWith: receipt.card
      ? `${receipt.card.brand.toUpperCase()} ending in ${receipt.card.last4}`
      : 'No payment required',
  });
}
