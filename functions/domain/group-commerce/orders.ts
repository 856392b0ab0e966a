// Group orders and receipts (a page and a PDF). Orders are read under the caller's group's keys, so
// another group's receipt is not found.
import type * as contracts from '@shared/contracts/group-commerce';
import type { GROUP_ORDER_SORTS } from '@shared/contracts/list-options';
import { formatIsoDate } from '@shared/rules/date-format';
import { formatCents } from '@shared/rules/pricing';
import { renderReceipt } from '@functions/adapters/pdf/receipt';
import {
  getGroupOrderByUuid,
  listAllGroupOrders,
  listGroupOrdersPage,
  type GroupOrder,
} from '@functions/data/group-orders';
import { getGroup } from '@functions/data/groups';
import { getUserById } from '@functions/data/users';
import { matchingPage, type PageRequest } from '@functions/data/table';
import { NotFound } from '@functions/lib/errors';
import type { GroupScope } from '@functions/lib/group-scope';
import { loadCompany } from '../company/company-settings';

export const presentGroupOrder = (order: GroupOrder): contracts.GroupOrder => ({
  id: order.id,
  uuid: order.uuid,
  createdAt: order.createdAt,
  totalCost: order.total,
  discount: order.discountTier,
  discountedAmount: order.discountAmount,
  totalProducts: order.lines.reduce((sum, line) => sum + line.quantity, 0),
  courses: order.lines.map((line) => ({ productId: line.productId, name: line.name, quantity: line.quantity })),
});

/** The tier discount's line on a receipt; none without a discount. */
export const groupDiscountLabel = (order: Pick<GroupOrder, 'discountTier' | 'discountAmount'>) =>
  order.discountAmount ? `Group discount (${order.discountTier}%)` : null;

type OrderSort = (typeof GROUP_ORDER_SORTS)[number];

/** Each sortable column's value, as the receipts list shows it. */
const ORDER_VALUES: Record<Exclude<OrderSort, 'createdAt'>, (order: contracts.GroupOrder) => number> = {
  courses: (order) => order.totalProducts,
  totalCost: (order) => order.totalCost,
  discount: (order) => order.discount,
  discountedAmount: (order) => order.discountedAmount,
};

/**
 * A page of the group's orders: newest first, by date through the key, or by another column over
 * the group's orders read whole (ties in date order, reversed with a descending column).
 */
export async function listOrders(
  group: GroupScope,
  request: PageRequest & { sort?: OrderSort; sort_order?: 'asc' | 'desc' },
) {
  const descending = request.sort_order === 'desc';
  if (!request.sort || request.sort === 'createdAt') {
    const page = await listGroupOrdersPage(group, request, request.sort ? descending : true);
    return { data: page.items.map(presentGroupOrder), pagination: page.pagination };
  }
  const value = ORDER_VALUES[request.sort];
  // Read in date order, so a stable sort keeps ties in it.
  const sorted = (await listAllGroupOrders(group)).map(presentGroupOrder).sort((a, b) => value(a) - value(b));
  if (descending) sorted.reverse();
  const page = await matchingPage([sorted], () => true, request);
  return { data: page.items, pagination: page.pagination };
}

export async function getOrderReceipt(group: GroupScope, uuid: string): Promise<contracts.GroupReceipt> {
  const order = await getGroupOrderByUuid(group, uuid);
  if (!order) throw new NotFound('Order not found');
  const [found, buyer, company] = await Promise.all([getGroup(group.id), getUserById(order.userId), loadCompany()]);
  return {
    order: presentGroupOrder(order),
    lines: order.lines.map(({ productId, name, quantity, price, discountedPrice, total }) => ({
      productId,
      name,
      quantity,
      price,
      discountedPrice,
      total,
    })),
    subtotal: order.subtotal,
    total: order.total,
    card: order.card,
    billedTo: { name: found?.name ?? 'Group', email: buyer?.email ?? '' },
    companyName: company.name,
  };
}

export async function orderReceiptPdf(group: GroupScope, uuid: string): Promise<Uint8Array> {
  const receipt = await getOrderReceipt(group, uuid);
  const discountLabel = groupDiscountLabel({
    discountTier: receipt.order.discount,
    discountAmount: receipt.order.discountedAmount,
  });
  return renderReceipt({
    companyName: receipt.companyName,
    orderId: receipt.order.id,
    date: formatIsoDate(receipt.order.createdAt),
    billedTo: receipt.billedTo,
    lines: receipt.lines.map((line) => ({
      name: `${line.name} × ${line.quantity} (${formatCents(line.price)} each)`,
      amount: formatCents(line.price * line.quantity),
    })),
    subtotal: formatCents(receipt.subtotal),
    discount: discountLabel ? { label: discountLabel, amount: formatCents(receipt.order.discountedAmount) } : null,
    total: formatCents(receipt.total),
    paidWith: receipt.card
      ? `${receipt.card.brand.toUpperCase()} ending in ${receipt.card.last4}`
      : 'No payment required',
  });
}
