// Products as commerce reads them: by id, for a cart's lines.
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { listCatalogCourses, type Product } from './catalog';
import { db, tableName, withoutKeys } from './table';
import * as keys from './keys';
import { retryPause } from './writes';

/** Products by id in the order asked (one BatchGetItem up to 100 ids); unknown ids are left out. */
export async function getProductsByIds(ids: readonly string[]): Promise<Product[]> {
  const unique = [...new Set(ids)].slice(0, 100);
  if (!unique.length) return [];
  const found = new Map<string, Product>();
  let pending: Record<string, unknown>[] = unique.map((id) => keys.product(id));
  for (let attempt = 0; pending.length; attempt += 1) {
    if (attempt >= 5) throw new Error(`BatchGetItem left ${pending.length} products unprocessed`);
    if (attempt > 0) await retryPause(attempt);
    const reply = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }));
    for (const item of reply.Responses?.[tableName()] ?? []) found.set(item.id as string, withoutKeys<Product>(item));
    pending = reply.UnprocessedKeys?.[tableName()]?.Keys ?? [];
  }
  return unique.map((id) => found.get(id)).filter((p): p is Product => Boolean(p));
}

/** Every product of the catalogue's courses, by name (a handful of courses, read through the catalogue index, never a scan). */
export async function catalogueProducts(): Promise<Product[]> {
  const courses = await listCatalogCourses();
  const products = await getProductsByIds(courses.flatMap((course) => course.productIds));
  return products.sort((a, b) => a.name.localeCompare(b.name));
}
