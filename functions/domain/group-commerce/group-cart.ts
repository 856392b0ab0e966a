// The group cart: a cart map (product id -> seats) priced with the group's discount tier. The lines
// are the products asked for, then those the group bought before, or (first purchase) every
// certification; the client's quantities are the only thing taken from the request.
import * as z from 'zod/mini';
import { cartMap, type CartMap, type CartQuery, type GroupCart } from '@shared/contracts/group-commerce';
import { activeTiers, priceGroupCart } from '@shared/rules/group-pricing';
import { DEFAULT_DISCOUNT_TIERS } from '@shared/constants';
import { getCompany } from '@functions/data/company';
import { getGroup, type Group } from '@functions/data/groups';
import type { Product } from '@functions/data/catalog';
import { Conflict, Invalid, NotFound } from '@functions/lib/errors';
import type { GroupScope } from '@functions/lib/group-scope';
import { catalogueProducts, lifetimeSeats } from './catalogue';
import { GROUP_COMMERCE_MESSAGES } from './messages';

const NOT_A_CART = 'is not a valid cart';
const BRACKET_PARAMETER = /^cart\[([^\]]+)\]$/;

/**
 * The query's cart map: `cart` as JSON (`{"acls-cert":3}`), or the spec's bracket form (`cart[acls-cert]=3`,
 * one parameter per product, whole numbers), read alike; both at once is a 422; neither is empty.
 */
export function parseCartQuery(query: CartQuery): CartMap {
  const brackets = Object.entries(query).flatMap(([name, seats]) => {
    const productId = BRACKET_PARAMETER.exec(name)?.[1];
    return productId ? [[productId, typeof seats === 'string' && /^\d+$/.test(seats) ? Number(seats) : seats]] : [];
  });
  if (brackets.length && query.cart !== undefined)
    throw Invalid.field('cart', 'is given twice: send either cart as JSON or cart[id]=seats');
  if (brackets.length) return checkedCart(Object.fromEntries(brackets));
  if (!query.cart) return {};
  try {
    return checkedCart(JSON.parse(query.cart));
  } catch (error) {
    if (error instanceof SyntaxError) throw Invalid.field('cart', NOT_A_CART);
    throw error;
  }
}

function checkedCart(value: unknown): CartMap {
  const parsed = z.safeParse(cartMap, value);
  if (!parsed.success) throw Invalid.field('cart', NOT_A_CART);
  return parsed.data;
}

export async function purchasingGroup(group: GroupScope): Promise<Group> {
  const found = await getGroup(group.id);
  if (!found) throw new NotFound('Group not found');
  if (found.unlimitedCertifications) throw new Conflict(GROUP_COMMERCE_MESSAGES.unlimited);
  return found;
}

export interface PricedGroupOrder {
  group: Group;
  cart: GroupCart;
  /** The products of the lines, by id. */
  products: Map<string, Product>;
}

/** Prices a cart map for the group: unknown products are a 422 on `cart`. */
export async function priceGroupOrder(group: GroupScope, map: CartMap): Promise<PricedGroupOrder> {
  const [found, catalogue, lifetime, company] = await Promise.all([
    purchasingGroup(group),
    catalogueProducts(),
    lifetimeSeats(group),
    getCompany(),
  ]);
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const unknown = Object.keys(map).filter((id) => !byId.has(id));
  if (unknown.length) throw Invalid.field('cart', `contains a course that is not sold: ${unknown.join(', ')}`);
  const shown = new Set([...Object.keys(map), ...lifetime.productIds.filter((id) => byId.has(id))]);
  if (!shown.size) for (const p of catalogue) if (p.kind === 'certification') shown.add(p.id);
  const lines = catalogue
    .filter((p) => shown.has(p.id))
    .map((p) => ({ id: p.id, name: p.name, price: p.price, quantity: map[p.id] ?? 0 }));
  const tiers = company?.groupDiscount.discountTiers ?? DEFAULT_DISCOUNT_TIERS;
  const priced = priceGroupCart(lines, lifetime.total, tiers);
  const cart: GroupCart = {
    products: priced.lines.filter((l) => l.quantity > 0).map((l) => ({ id: l.id })),
    lineItems: priced.lines.map((l) => ({ ...l, attachedIcon: { url: null } })),
    courseCount: priced.lines.filter((l) => l.quantity > 0).length,
    total: priced.total,
    subtotal: priced.subtotal,
    discountTier: priced.discountTier,
    discountAmount: priced.discountAmount,
    quantity: priced.quantity,
    lifetimeQuantity: lifetime.total,
    cumulativeQuantity: priced.cumulativeSeats,
    nextTier: priced.nextTier,
    discountTiers: activeTiers(tiers).map(({ min, percent }) => ({ min, percent })),
    subscriptionInterestSent: found.subscriptionInterestSent,
  };
  return { group: found, cart, products: byId };
}

export const getCart = async (group: GroupScope, query: CartQuery): Promise<GroupCart> =>
  (await priceGroupOrder(group, parseCartQuery(query))).cart;
