// Stripe's Idempotency-Key, as its docs describe it: the first reply to a key is saved and replayed
// (`Idempotent-Replayed: true`) for the same request; the key with other parameters is an
// `idempotency_error`. Keys are pruned once 24 hours old (the next use runs anew). A reply is saved only
// when the endpoint ran: a success or a card's refusal (402), not a request refused before it ran (400,
// 404: a parameter or object Stripe rejects; 401), which can be retried with the same key.
import type { IdempotentReply } from './store';

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

const stored = (status: number) => (status >= 200 && status < 300) || status === 402 || status >= 500;

export class IdempotencyKeys {
  constructor(
    private readonly replies: Record<string, IdempotentReply>,
    private readonly now: () => number,
  ) {}

  /** The saved reply for this key, if it is still kept (null: run the request). */
  find(key: string): IdempotentReply | null {
    const reply = this.replies[key];
    if (!reply) return null;
    if (this.now() - reply.at >= IDEMPOTENCY_KEY_TTL_MS) {
      delete this.replies[key];
      return null;
    }
    return reply;
  }

  /** Saves a reply (a deep copy as sent: later changes to the object do not alter the replay). */
  save(key: string, fingerprint: string, status: number, body: unknown): void {
    if (!stored(status)) return;
    this.prune();
    this.replies[key] = { fingerprint, status, body, at: this.now() };
  }

  private prune(): void {
    for (const [key, reply] of Object.entries(this.replies))
      if (this.now() - reply.at >= IDEMPOTENCY_KEY_TTL_MS) delete this.replies[key];
  }
}
