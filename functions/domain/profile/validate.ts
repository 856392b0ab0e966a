// Checks input against a shared schema inside a use case, with the 422 envelope's bare field names
// (for bodies the spec nests, e.g. PATCH /api/users/{id}.json's `user`).
import type * as z from 'zod/mini';
import { Invalid, type FieldErrors } from '@functions/lib/errors';
import { UNKNOWN_FIELD_MESSAGE, unknownFields } from '@functions/lib/unknown-fields';

export function checkFields<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  rename: Record<string, string> = {},
): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    // As the handler factory does for the body: a field the schema does not take is named, not dropped.
    const unknown = unknownFields(input, result.data);
    if (unknown.length) throw new Invalid(Object.fromEntries(unknown.map((name) => [name, [UNKNOWN_FIELD_MESSAGE]])));
    return result.data as z.infer<S>;
  }
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const raw = issue.path.length ? issue.path.map(String).join('.') : 'base';
    const field = rename[raw] ?? raw;
    const message =
      issue.code === 'invalid_type' && issue.message === 'Invalid input' ? "can't be blank" : issue.message;
    errors[field] ??= [];
    errors[field].push(message);
  }
  throw new Invalid(errors);
}
