// Walks a zod (mini) schema the way a request reaches it: each string leaf with its path and its
// largest accepted length. Used by the contract-limits unit test (every input string is capped) and
// by the write-contract fuzz test (which builds bodies from the same walk).
import type * as z from 'zod/mini';

export interface StringLeaf {
  /** `.user.firstName`, `.rows[].email`, `{}` for a record's values. */
  path: string;
  /** The smallest `maxLength` / `length` check, or null when the string is unbounded. */
  maxLength: number | null;
  /** `custom`: a value the schema does not look into (the domain checks it against another schema). */
  kind: 'string' | 'custom';
}

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; maximum?: number; length?: number } } }[];
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  keyType?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  items?: z.ZodMiniType[];
  rest?: z.ZodMiniType | null;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  left?: z.ZodMiniType;
  right?: z.ZodMiniType;
  getter?: () => z.ZodMiniType;
}

const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function maxLengthOf(def: Def): number | null {
  const limits = (def.checks ?? []).flatMap(({ _zod: { def: check } }) =>
    check.check === 'max_length' ? [check.maximum!] : check.check === 'length_equals' ? [check.length!] : [],
  );
  return limits.length ? Math.min(...limits) : null;
}

/** Every string leaf of an input schema (objects, arrays, unions, records, wrappers, pipes). */
export function stringLeaves(schema: z.ZodMiniType | undefined, path = '', seen = new Set<unknown>()): StringLeaf[] {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: z.ZodMiniType | null | undefined, at: string) => stringLeaves(child ?? undefined, at, seen);
  switch (def.type) {
    case 'string':
      return [{ path: path || '.', maxLength: maxLengthOf(def), kind: 'string' }];
    case 'custom':
      return [{ path: path || '.', maxLength: null, kind: 'custom' }];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => walk(child, `${path}.${key}`));
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'tuple':
      return [...(def.items ?? []).flatMap((item, i) => walk(item, `${path}[${i}]`)), ...walk(def.rest, `${path}[]`)];
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case 'union':
      return (def.options ?? []).flatMap((option) => walk(option, path));
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    case 'pipe':
      // What the client sends is the pipe's input.
      return walk(def.in, path);
    case 'lazy':
      return walk(def.getter?.(), path);
    default:
      return def.innerType ? walk(def.innerType, path) : [];
  }
}

type LeafKind = 'string' | 'number' | 'boolean' | 'choice' | 'other';

/**
 * A value shaped like the schema (every optional field present, the first option of each union and
 * enum), with each leaf from `leaf(kind, plausible)`: return `plausible` to keep a well-typed value, or
 * junk to probe the handler. `custom` leaves use `customs` (by path) when given.
 */
export function sampleInput(
  schema: z.ZodMiniType | undefined,
  leaf: (kind: LeafKind, plausible: unknown) => unknown,
  customs: Record<string, z.ZodMiniType> = {},
  path = '',
  depth = 0,
): unknown {
  if (!schema || depth > 12) return undefined;
  const def = defOf(schema) as Def & { entries?: Record<string, unknown>; values?: unknown[] };
  const next = (child: z.ZodMiniType | null | undefined, at: string) =>
    sampleInput(child ?? undefined, leaf, customs, at, depth + 1);
  switch (def.type) {
    case 'string':
      return leaf('string', 'x');
    case 'number':
    case 'bigint':
      return leaf('number', 1);
    case 'boolean':
      return leaf('boolean', true);
    case 'enum':
      return leaf('choice', Object.values(def.entries ?? {})[0]);
    case 'literal':
      return leaf('choice', def.values?.[0]);
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, child]) => [key, next(child, `${path}.${key}`)]),
      );
    case 'array':
      return [next(def.element, `${path}[]`)];
    case 'tuple':
      return (def.items ?? []).map((item, i) => next(item, `${path}[${i}]`));
    case 'record':
      return { k: next(def.valueType, `${path}{}`) };
    case 'union':
      return next(def.options?.[0], path);
    case 'intersection':
      return { ...(next(def.left, path) as object), ...(next(def.right, path) as object) };
    case 'pipe':
      return next(def.in, path);
    case 'lazy':
      return next(def.getter?.(), path);
    case 'custom':
      return customs[path || '.'] ? next(customs[path || '.'], path) : leaf('other', {});
    default:
      return def.innerType ? next(def.innerType, path) : leaf('other', 'x');
  }
}
