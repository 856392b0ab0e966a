// Billing: order history and receipts (a page and a PDF). Another learner's order is not found.
import { AUTO_RENEW_DISCOUNT_PERCENT, REFERRAL_DISCOUNT_PERCENT } from '@shared/constants';
import { formatCents } from '@shared/rules/pricing';
import { renderReceipt } from '@functions/adapters/pdf/receipt';
import { getOrder, listOrdersOfUser, type Order } from '@functions/data/orders';
import type { User } from '@functions/data/users';
import { NotFound } from '@functions/lib/errors';
import { loadCompany } from '../company/company-settings';
import { presentOrder } from './orders';

export async function listOrders(userId: string) {
  const orders = await listOrdersOfUser(userId);
  return { data: orders.map((order, index) => presentOrder(order, index + 1)).reverse() };
}

const DISCOUNT_LABELS: Record<NonNullable<Order['discountSource']>, string> = {
  coupon: 'Coupon',
  referral: `Referral discount (${REFERRAL_DISCOUNT_PERCENT}%)`,
  auto_renew: `Auto-renew discount (${AUTO_RENEW_DISCOUNT_PERCENT}%)`,
};

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
    discountLabel: order.discountSource
      ? order.discountSource === 'coupon' && order.couponCode
        ? `Coupon ${order.couponCode}`
        : DISCOUNT_LABELS[order.discountSource]
      : null,
    total: order.total,
    card: order.card,
    billedTo: { name: `${user.firstName} ${user.lastName}`, email: user.email },
    companyName: company.name,
  };
}

const printedDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export async function orderReceiptPdf(user: User, orderId: string): Promise<Uint8Array> {
  const receipt = await getOrderReceipt(user, orderId);
  return renderReceipt({
    companyName: receipt.companyName,
    orderId: receipt.order.id,
    date: printedDate(receipt.order.createdAt),
    billedTo: receipt.billedTo,
    lines: receipt.lines.map((line) => ({
      name: line.forLife ? `${line.name} For Life` : line.name,
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
