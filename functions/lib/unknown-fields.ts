// Nothing a client sends is silently dropped: zod objects strip keys they do not declare, so a body
// field the contract does not know (a misspelling, a field of another version of the API) would
// otherwise vanish. The factory compares what the client sent with what the schema kept.

/** The spec's 422 message for a body field the operation does not take. */
export const UNKNOWN_FIELD_MESSAGE = 'is not a field of this request';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Paths (`user.nickname`, `users.0.role`, in the factory's 422 notation) present in `sent` but absent
 * from `kept`, the schema's output for it. Records keep every key, so only objects' unknown keys show.
 */
export function unknownFields(sent: unknown, kept: unknown, at: string[] = []): string[] {
  if (Array.isArray(sent) && Array.isArray(kept))
    return sent.flatMap((item, index) => unknownFields(item, kept[index], [...at, String(index)]));
  if (!isPlainObject(sent) || !isPlainObject(kept)) return [];
  return Object.keys(sent).flatMap((name) =>
    Object.hasOwn(kept, name) ? unknownFields(sent[name], kept[name], [...at, name]) : [[...at, name].join('.')],
  );
}
