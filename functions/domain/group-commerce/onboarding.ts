// Quotes ("My Personalized Quote"): products and quantities saved as the group's onboarding, then
// shown as a cart (the cart map may change the quantities before checkout).
import { randomUUID } from 'node:crypto';
import { GROUP_PURCHASE_MESSAGES } from '@shared/constants';
import type { CartQuery, GroupCart } from '@shared/contracts/group-commerce';
import { getGroupOnboarding, saveGroupOnboarding } from '@functions/data/group-orders';
import { Invalid, NotFound } from '@functions/lib/errors';
import type { GroupScope } from '@functions/lib/group-scope';
import { successToast } from '@functions/lib/toasts';
import { catalogueProducts } from './catalogue';
import { parseCartQuery, priceGroupOrder, purchasingGroup } from './group-cart';

const FIELD = 'onboardingProductsAttributes';

/** Every quantity a whole number above 0 (the spec's message otherwise), at least one product, each product sold and named once. */
export async function createOnboarding(
  group: GroupScope,
  attributes: { productId: string; quantity: unknown }[],
  now = new Date(),
) {
  await purchasingGroup(group);
  if (!attributes.length) throw Invalid.field(FIELD, GROUP_PURCHASE_MESSAGES.noProducts);
  const quantities = attributes.map((a) =>
    typeof a.quantity === 'string' && a.quantity.trim() !== '' ? Number(a.quantity) : a.quantity,
  );
  if (quantities.some((q) => typeof q !== 'number' || !Number.isInteger(q) || q <= 0 || q > 1000))
    throw Invalid.field(FIELD, GROUP_PURCHASE_MESSAGES.quoteQuantities);
  const sold = new Set((await catalogueProducts()).map((p) => p.id));
  const ids = attributes.map((a) => a.productId);
  if (ids.some((id) => !sold.has(id)) || new Set(ids).size !== ids.length)
    throw Invalid.field(FIELD, 'Please choose each course once, from the catalogue.');
  const id = randomUUID();
  await saveGroupOnboarding({
    id,
    groupId: group.id,
    products: attributes.map((a, i) => ({ productId: a.productId, quantity: quantities[i] as number })),
    createdAt: now.toISOString(),
  });
  return { data: { id }, toaster: successToast(GROUP_PURCHASE_MESSAGES.quoteSaved) };
}

export async function getOnboardingCart(
  group: GroupScope,
  onboardingId: string,
  cartQuery: CartQuery,
): Promise<GroupCart> {
  const onboarding = await getGroupOnboarding(group, onboardingId);
  if (!onboarding) throw new NotFound('Quote not found');
  const quote = Object.fromEntries(onboarding.products.map((p) => [p.productId, p.quantity]));
  return (await priceGroupOrder(group, { ...quote, ...parseCartQuery(cartQuery) })).cart;
}
