// A validator for the JSON schemas of two OpenAPI documents: Stripe's (3.0, the trimmed fixture in
// tests/fixtures/stripe-openapi) and ours (3.1, GET /api/openapi.json: JSON Schema 2020-12 as zod's
// z.toJSONSchema writes it). The keywords they use: $ref, type (one or a list), nullable, const, enum,
// anyOf/oneOf/allOf/not, properties, required, additionalProperties, propertyNames, items, prefixItems,
// min/maxItems, min/maxLength, pattern, minimum/maximum (and exclusive), multipleOf. `format` and
// `default` are annotations. OpenAPI 3.0's `nullable: true` admits null (also past `enum` and `anyOf`),
// as 3.1's `type: [T, 'null']` does. A `$ref` names a schema of `schemas` by its last segment
// (`#/components/schemas/User` and Stripe's bare `error` alike). Two options, for Stripe:
// - `form`: values arrive form-encoded (Stripe requests): a string may stand for an integer, number or boolean;
// - `closed`: an object schema with `properties` admits no other field (Stripe's response schemas leave
//   additionalProperties open; the stand-in must not send what the spec does not name). Ours need not:
//   zod closes every reply object (`additionalProperties: false`).
export type Schema = Record<string, unknown>;

export interface ValidateOptions {
  schemas: Record<string, Schema>;
  form?: boolean;
  closed?: boolean;
}

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

function typeMatches(type: string, value: unknown, form: boolean): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value) || (form && typeof value === 'string' && /^-?\d+$/.test(value));
    case 'number':
      return (
        typeof value === 'number' ||
        (form && typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)))
      );
    case 'boolean':
      return typeof value === 'boolean' || (form && (value === 'true' || value === 'false'));
    case 'object':
      return typeOf(value) === 'object';
    case 'array':
      return Array.isArray(value);
    default:
      return false;
  }
}

const same = (a: unknown, b: unknown, form: boolean) =>
  a === b || JSON.stringify(a) === JSON.stringify(b) || (form && typeof b === 'string' && String(a) === b);

function stringErrors(schema: Schema, value: string, where: string): string[] {
  const errors: string[] = [];
  // JSON Schema counts characters (code points), not UTF-16 units.
  const length = [...value].length;
  if (typeof schema.maxLength === 'number' && length > schema.maxLength)
    errors.push(`${where}: longer than ${schema.maxLength}`);
  if (typeof schema.minLength === 'number' && length < schema.minLength)
    errors.push(`${where}: shorter than ${schema.minLength}`);
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(value))
    errors.push(`${where}: does not match ${schema.pattern}`);
  return errors;
}

function numberErrors(schema: Schema, value: number, where: string): string[] {
  const bound = (keyword: string, fails: (limit: number) => boolean) =>
    typeof schema[keyword] === 'number' && fails(schema[keyword] as number)
      ? [`${where}: ${value} breaks ${keyword} ${schema[keyword]}`]
      : [];
  return [
    ...bound('minimum', (limit) => value < limit),
    ...bound('maximum', (limit) => value > limit),
    ...bound('exclusiveMinimum', (limit) => value <= limit),
    ...bound('exclusiveMaximum', (limit) => value >= limit),
    ...bound('multipleOf', (limit) => !Number.isInteger(value / limit)),
  ];
}

function arrayErrors(schema: Schema, value: unknown[], options: ValidateOptions, at: string): string[] {
  const where = at || '/';
  const errors: string[] = [];
  if (typeof schema.minItems === 'number' && value.length < schema.minItems)
    errors.push(`${where}: fewer than ${schema.minItems} items`);
  if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
    errors.push(`${where}: more than ${schema.maxItems} items`);
  const prefix = (schema.prefixItems as Schema[] | undefined) ?? [];
  for (const [index, item] of value.entries()) {
    const itemSchema = index < prefix.length ? prefix[index] : (schema.items as Schema | false | undefined);
    if (itemSchema === false) errors.push(`${at}/${index}: no item allowed here`);
    else if (itemSchema) errors.push(...validate(itemSchema, item, options, `${at}/${index}`));
  }
  return errors;
}

function objectErrors(schema: Schema, record: Record<string, unknown>, options: ValidateOptions, at: string): string[] {
  const errors: string[] = [];
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const name of (schema.required as string[] | undefined) ?? [])
    if (!(name in record)) errors.push(`${at}/${name}: required`);
  const extra = schema.additionalProperties;
  const names = schema.propertyNames as Schema | undefined;
  for (const [name, item] of Object.entries(record)) {
    if (names) errors.push(...validate(names, name, options, `${at}/${name} (name)`));
    if (properties[name]) errors.push(...validate(properties[name], item, options, `${at}/${name}`));
    else if (typeof extra === 'object' && extra)
      errors.push(...validate(extra as Schema, item, options, `${at}/${name}`));
    else if (extra === false || (options.closed && schema.properties && extra === undefined))
      errors.push(`${at}/${name}: not in the spec`);
  }
  return errors;
}

/** The problems with `value` under `schema`, each as `<path>: <what>`; empty when it is valid. */
export function validate(schema: Schema | boolean, value: unknown, options: ValidateOptions, at = ''): string[] {
  const where = at || '/';
  if (schema === true) return [];
  if (schema === false) return [`${where}: no value allowed`];
  const errors: string[] = [];
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    const target = options.schemas[name];
    if (!target) return [`${where}: unknown schema ${name}`];
    errors.push(...validate(target, value, options, at));
  }
  if (value === null && schema.nullable === true) return [];
  const form = options.form ?? false;
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = schema[keyword] as Schema[] | undefined;
    if (!branches) continue;
    const results = branches.map((branch) => validate(branch, value, options, at));
    if (!results.some((found) => found.length === 0))
      return results.reduce((best, found) => (found.length < best.length ? found : best));
  }
  for (const branch of (schema.allOf as Schema[] | undefined) ?? [])
    errors.push(...validate(branch, value, options, at));
  if (schema.not && validate(schema.not as Schema, value, options, at).length === 0)
    errors.push(`${where}: matches what is excluded`);
  const types = schema.type === undefined ? [] : ([] as string[]).concat(schema.type as string | string[]);
  if (types.length && !types.some((type) => typeMatches(type, value, form)))
    return [`${where}: expected ${types.join(' or ')}, got ${typeOf(value)} ${JSON.stringify(value)}`];
  if ('const' in schema && !same(schema.const, value, form))
    errors.push(`${where}: ${JSON.stringify(value)} is not ${JSON.stringify(schema.const)}`);
  const allowed = schema.enum as unknown[] | undefined;
  if (allowed && !allowed.some((option) => same(option, value, form)))
    errors.push(`${where}: ${JSON.stringify(value)} is not one of ${JSON.stringify(allowed)}`);
  if (typeof value === 'string') errors.push(...stringErrors(schema, value, where));
  if (typeof value === 'number') errors.push(...numberErrors(schema, value, where));
  if (Array.isArray(value)) errors.push(...arrayErrors(schema, value, options, at));
  if (typeOf(value) === 'object') errors.push(...objectErrors(schema, value as Record<string, unknown>, options, at));
  return errors;
}
