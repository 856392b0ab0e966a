// Header names the API and the browser agree on (no zod here: the browser imports this).

/** Request header of idempotent writes (contracts with `idempotent: true`). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Reply header set when a stored idempotent reply is replayed. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
