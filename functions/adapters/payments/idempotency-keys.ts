// Stripe's Idempotency-Key replays a request's first reply for 24 hours, and refuses the same key with
// other parameters (`idempotency_error`). Our keys name what is being paid for (a cart version, a
// renewal, a group order); every key we send also carries a digest of the request's parameters, so a
// retry of the same request replays while a changed one (another amount, card or currency) is a new
// request instead of an error.
import { createHash } from 'node:crypto';

/** Stripe allows keys of up to 255 characters. */
const MAX_KEY = 255;

const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;

/** `<name>:<digest of the parameters>`: the same name and parameters always give the same key. */
export function versionedKey(name: string, params: object): string {
  const digest = createHash('sha256')
    .update(JSON.stringify(canonical(params)))
    .digest('base64url')
    .slice(0, 22);
  return `${name.slice(0, MAX_KEY - digest.length - 1)}:${digest}`;
}
