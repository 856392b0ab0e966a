// Items read back from the table are parsed, never cast: each item type has a zod schema here or
// beside its repository, and `parseItem` checks an item against it where data/ reads it (the list
// helpers of table.ts take the schema; tests/unit/architecture/item-reads.test.ts refuses a cast). An item
// that does not match is broken data: an error naming the item type and its key (a 500 through the
// error model, details in the log), never a value passed on silently. Schemas are loose objects: they
// check every field the type names and keep attributes they do not name (fields of a subtype, e.g.
// a group's user course, or bookkeeping such as `ttl`), so every item written so far still reads.
import * as z from 'zod/mini';

export interface ItemSchema<T> {
  /** The item type, as errors name it. */
  readonly name: string;
  readonly schema: () => z.ZodMiniType<T>;
}

/**
 * An item type's schema, built on first use. Call sites are marked pure and pass a thunk, so a
 * bundle that imports a repository but never reads one of its item types carries none of its
 * schema (the bundle budget), and a cold start builds only the schemas it reads.
 */
export function itemSchema<T>(name: string, define: () => z.ZodMiniType<T>): ItemSchema<T> {
  let schema: z.ZodMiniType<T> | undefined;
  return {
    name,
    schema: () => {
      schema ??= define();
      return schema;
    },
  };
}

const TABLE_ATTRIBUTES = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'type'] as const;

/** An item without its table keys and type: the domain object it stores, as its schema reads it. */
export function parseItem<T>(item: ItemSchema<T>, raw: Record<string, unknown>): T {
  const fields: Record<string, unknown> = { ...raw };
  for (const attribute of TABLE_ATTRIBUTES) delete fields[attribute];
  const parsed = item.schema().safeParse(fields);
  if (parsed.success) return parsed.data;
  // Paths and messages only: the values may be personal.
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(item)'}: ${issue.message}`);
  throw new Error(
    `${item.name} item ${String(raw.PK)} ${String(raw.SK)} does not match its schema: ${issues.join('; ')}`,
  );
}

/** Fields many items share. */
export const nullableString = () => z.nullable(z.string());
export const optionalNullableString = () => z.optional(z.nullable(z.string()));
/**
 * A map by string key whose values are `value`: zod's `record` without its schema, which would add
 * ~3 KB to every bundle that reads one (the bundle budget).
 */
export const stringMap = <T extends z.core.SomeType>(value: T) => z.catchall(z.object({}), value);
