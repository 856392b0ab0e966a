// Products as commerce reads them: by id, for a cart's lines.
import { listCatalogCourses, productSchema, type Product } from './catalog';
import { parseItem } from './items';
import * as keys from './keys';
import { batchGetItems } from './batch-get';

/** Products by id in the order asked (one BatchGetItem up to 100 ids); unknown ids are left out. */
export async function getProductsByIds(ids: readonly string[]): Promise<Product[]> {
  const unique = [...new Set(ids)].slice(0, 100);
  if (!unique.length) return [];
  const found = new Map<string, Product>();
  for (const item of await batchGetItems(
    unique.map((id) => keys.product(id)),
    'products',
  )) {
    const product = parseItem(productSchema, item);
    found.set(product.id, product);
  }
  return unique.map((id) => found.get(id)).filter((p): p is Product => Boolean(p));
}

/** Every product of the catalogue's courses, by name (a handful of courses, read through the catalogue index, never a scan). */
export async function catalogueProducts(): Promise<Product[]> {
  const courses = await listCatalogCourses();
  const products = await getProductsByIds(courses.flatMap((course) => course.productIds));
  return products.sort((a, b) => a.name.localeCompare(b.name));
}
