// The products a group can buy seats of: every product of the catalogue's courses (a handful of
// courses, read through the catalogue index, never a scan), and the group's lifetime seats.
import type { Product } from '@functions/data/catalog';
import { catalogueProducts } from '@functions/data/products';
import { listGroupSeats } from '@functions/data/group-seats';
import type { GroupScope } from '@functions/lib/group-scope';

export { catalogueProducts };

export const presentProduct = (product: Product) => ({
  id: product.id,
  name: product.name,
  price: product.price,
  attachedIcon: { url: null },
});

/** GET /api/groups/products/search.json: names containing the search (an empty search finds nothing, as the spec's results show only for text). */
export async function searchProducts(search: string | undefined) {
  const needle = (search ?? '').trim().toLowerCase();
  if (!needle) return { data: [] };
  return { data: (await catalogueProducts()).filter((p) => p.name.toLowerCase().includes(needle)).map(presentProduct) };
}

/** Seats the group bought over its lifetime (the ledger only grows with purchases), and of which products. */
export async function lifetimeSeats(group: GroupScope): Promise<{ total: number; productIds: string[] }> {
  const seats = await listGroupSeats(group);
  return {
    total: seats.reduce((sum, s) => sum + s.quantityPurchased, 0),
    productIds: seats.filter((s) => s.quantityPurchased > 0).map((s) => s.productId),
  };
}
