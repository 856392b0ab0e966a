// The contracts' zod schemas as JSON Schema (draft 2020-12, what OpenAPI 3.1 uses), by zod's own
// z.toJSONSchema: requests as their input type (what a client sends), replies as their output type.
// A schema the contract modules export (currentUser, pagination, validationErrors...) becomes a
// named component, referenced wherever it is used; everything else is inlined where it is used.
import * as z from 'zod/mini';

export type JsonSchema = Record<string, unknown>;

export interface ConvertedSchemas {
  /** Each input schema, by the id it was given. */
  schemas: Record<string, JsonSchema>;
  /** The named schemas they reference, by component name. */
  components: Record<string, JsonSchema>;
}

const NAMEABLE = new Set(['object', 'array', 'record', 'union', 'enum', 'intersection']);
const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: { type: string } } })._zod.def;
const isZod = (value: unknown): value is z.ZodMiniType =>
  typeof value === 'object' && value !== null && '_zod' in value && 'def' in (value as { _zod: object })._zod;

/** `currentUser` -> `CurrentUser`. */
const componentName = (exportName: string) => exportName[0]!.toUpperCase() + exportName.slice(1);

/**
 * Component names for the schemas modules export, by schema: `{ common: { currentUser } }` names
 * `currentUser` CurrentUser. Only structured schemas are named (a lone string stays inline); the same
 * name exported by two modules for different schemas is prefixed with the second module's name.
 */
export function namedSchemas(modules: Record<string, Record<string, unknown>>): Map<z.ZodMiniType, string> {
  const names = new Map<z.ZodMiniType, string>();
  const taken = new Set<string>();
  for (const [module, exports] of Object.entries(modules)) {
    for (const [exportName, value] of Object.entries(exports)) {
      if (!isZod(value) || names.has(value) || !NAMEABLE.has(defOf(value).type)) continue;
      let name = componentName(exportName);
      if (taken.has(name)) name = componentName(module.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())) + name;
      taken.add(name);
      names.set(value, name);
    }
  }
  return names;
}

const DEFS = '#/$defs/';

/** Rewrites every `$ref` of `value` in place with `rename`. */
function renameRefs(value: unknown, rename: (ref: string) => string): void {
  if (Array.isArray(value)) for (const item of value) renameRefs(item, rename);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.$ref === 'string') record.$ref = rename(record.$ref);
    for (const child of Object.values(record)) renameRefs(child, rename);
  }
}

/** The `#/$defs/` names `value` refers to. */
function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.$ref === 'string' && record.$ref.startsWith(DEFS) ? [record.$ref.slice(DEFS.length)] : [];
  return [...own, ...Object.values(record).flatMap(refsOf)];
}

/**
 * Converts `entries` (id -> schema) in one pass, so a named schema is converted once. A schema zod
 * cannot express (a transform's output, a `z.custom`) becomes `{}`: any value.
 */
export function convertSchemas(
  entries: Record<string, z.ZodMiniType>,
  io: 'input' | 'output',
  names: Map<z.ZodMiniType, string>,
): { schemas: Record<string, JsonSchema>; defs: Record<string, JsonSchema> } {
  const metadata = z.registry<{ id: string }>();
  for (const [schema, name] of names) metadata.add(schema, { id: name });
  const root = z.toJSONSchema(z.object(entries), { io, metadata, unrepresentable: 'any' }) as JsonSchema;
  const defs = (root.$defs ?? {}) as Record<string, JsonSchema>;
  for (const def of Object.values(defs)) delete def.id;
  return { schemas: root.properties as Record<string, JsonSchema>, defs };
}

/**
 * Requests (input) and replies (output) converted, their named schemas merged into one set of
 * components: a named schema whose input and output differ (a default, a coercion) is `<Name>Input`
 * on the request side.
 */
export function convertRequestsAndReplies(
  requests: Record<string, z.ZodMiniType>,
  replies: Record<string, z.ZodMiniType>,
  names: Map<z.ZodMiniType, string>,
  refBase = '#/components/schemas/',
): ConvertedSchemas {
  const output = convertSchemas(replies, 'output', names);
  const input = convertSchemas(requests, 'input', names);
  // Shared by both sides: the same JSON, referring only to schemas that are shared too.
  const shared = new Set(
    Object.keys(input.defs).filter(
      (name) => !output.defs[name] || JSON.stringify(output.defs[name]) === JSON.stringify(input.defs[name]),
    ),
  );
  for (let changed = true; changed; ) {
    changed = false;
    for (const name of shared) {
      if (refsOf(input.defs[name]).every((ref) => shared.has(ref))) continue;
      shared.delete(name);
      changed = true;
    }
  }
  const components: Record<string, JsonSchema> = { ...output.defs };
  const inputName: Record<string, string> = {};
  for (const [name, def] of Object.entries(input.defs)) {
    inputName[name] = shared.has(name) ? name : `${name}Input`;
    components[inputName[name]] ??= def;
  }
  const toComponent = (names: Record<string, string>) => (ref: string) =>
    ref.startsWith(DEFS) ? `${refBase}${names[ref.slice(DEFS.length)] ?? ref.slice(DEFS.length)}` : ref;
  renameRefs(output, toComponent({}));
  renameRefs(input, toComponent(inputName));
  return { schemas: { ...input.schemas, ...output.schemas }, components };
}
