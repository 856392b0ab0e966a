// A validator for the OpenAPI 3.0 schemas in tests/fixtures/stripe-openapi (the keywords Stripe's spec
// uses: $ref, type, nullable, enum, properties, required, additionalProperties, items, anyOf/oneOf/allOf,
// maxLength, pattern). OpenAPI's `nullable: true` admits null (also past `enum` and `anyOf`), as the
// JSON Schema conversion `type: [T, 'null']` would. Two options:
// - `form`: values arrive form-encoded (Stripe requests): a string may stand for an integer, number or boolean;
// - `closed`: an object schema with `properties` admits no other field (Stripe's response schemas leave
//   additionalProperties open; the stand-in must not send what the spec does not name).
export type Schema = Record<string, unknown>;

export interface ValidateOptions {
  schemas: Record<string, Schema>;
  form?: boolean;
  closed?: boolean;
}

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

function typeMatches(type: string, value: unknown, form: boolean): boolean {
  switch (type) {
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

/** The problems with `value` under `schema`, each as `<path>: <what>`; empty when it is valid. */
export function validate(schema: Schema, value: unknown, options: ValidateOptions, at = ''): string[] {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    const target = options.schemas[name];
    if (!target) return [`${at || '/'}: unknown schema ${name}`];
    return validate(target, value, options, at);
  }
  if (value === null) return schema.nullable === true || Object.keys(schema).length === 0 ? [] : [`${at || '/'}: null`];
  const form = options.form ?? false;
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = schema[keyword] as Schema[] | undefined;
    if (!branches) continue;
    const results = branches.map((branch) => validate(branch, value, options, at));
    if (!results.some((errors) => errors.length === 0))
      return results.reduce((best, errors) => (errors.length < best.length ? errors : best));
  }
  const errors: string[] = [];
  for (const branch of (schema.allOf as Schema[] | undefined) ?? [])
    errors.push(...validate(branch, value, options, at));
  const type = schema.type as string | undefined;
  if (type && !typeMatches(type, value, form))
    return [`${at || '/'}: expected ${type}, got ${typeOf(value)} ${JSON.stringify(value)}`];
  const allowed = schema.enum as unknown[] | undefined;
  if (allowed && !allowed.some((option) => option === value || (form && String(option) === value)))
    errors.push(`${at || '/'}: ${JSON.stringify(value)} is not one of ${JSON.stringify(allowed)}`);
  if (typeof value === 'string') {
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength)
      errors.push(`${at || '/'}: longer than ${schema.maxLength}`);
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(value))
      errors.push(`${at || '/'}: does not match ${schema.pattern}`);
  }
  if (Array.isArray(value) && schema.items)
    for (const [index, item] of value.entries())
      errors.push(...validate(schema.items as Schema, item, options, `${at}/${index}`));
  if (typeOf(value) === 'object' && (schema.properties || schema.additionalProperties !== undefined)) {
    const record = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const name of (schema.required as string[] | undefined) ?? [])
      if (!(name in record)) errors.push(`${at}/${name}: required`);
    const extra = schema.additionalProperties;
    for (const [name, item] of Object.entries(record)) {
      if (properties[name]) errors.push(...validate(properties[name], item, options, `${at}/${name}`));
      else if (typeof extra === 'object' && extra)
        errors.push(...validate(extra as Schema, item, options, `${at}/${name}`));
      else if (extra === false || (options.closed && schema.properties && extra === undefined))
        errors.push(`${at}/${name}: not in the spec`);
    }
  }
  return errors;
}
