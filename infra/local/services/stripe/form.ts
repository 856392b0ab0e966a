// Stripe's request encoding: application/x-www-form-urlencoded with bracket nesting
// (`metadata[order]=1`, `payment_method_types[0]=card`, `expand[]=x`), also used in query strings.

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = Record<string, FormValue>;

export function parseForm(text: string): Form {
  const root: Form = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> | FormValue[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(parts[index + 1]!);
      const key = part === '' && Array.isArray(node) ? String(node.length) : part;
      const container = node as Record<string, FormValue>;
      if (last) container[key] = value;
      else {
        container[key] ??= nextIsIndex ? [] : {};
        node = container[key] as Record<string, FormValue> | FormValue[];
      }
    });
  }
  return normaliseArrays(root) as Form;
}

/** Arrays written as `[0]`, `[1]` become dense lists. */
function normaliseArrays(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return Object.values(value).map(normaliseArrays);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normaliseArrays(v)]));
}

export const str = (form: Form, key: string): string | undefined =>
  typeof form[key] === 'string' ? (form[key] as string) : undefined;
export const obj = (form: Form, key: string): Record<string, string> => {
  const value = form[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
};
export const bool = (form: Form, key: string): boolean => form[key] === 'true';
