// Email, as the use cases send it: queued in the outbox (functions/data/outbox.ts), not handed to SES
// inside the request. The outbox worker delivers it (ses.ts) right after, and again with backoff
// while SES is down, so a request that mails answers as fast with SES stalled as without it, and a
// message it saved is not lost (docs/decisions/011-outbox.md). Routes that mail no longer carry the
// SES call, nor may they make it (the `mail` grant writes outbox items only).
import { newOutboxMessage, outboxPut, putOutboxMessage } from '../data/outbox';
import type { TransactItem } from '../data/writes';
import type { RenderedEmail } from './email/layout';

const emailContent = (email: RenderedEmail) =>
  ({ channel: 'email', subject: email.subject, html: email.html, text: email.text }) as const;

/** Queues the email for delivery (one table write: a 503 only when the table is down). */
export async function sendEmail(to: string, email: RenderedEmail): Promise<void> {
  await putOutboxMessage(newOutboxMessage(to, emailContent(email)));
}

/**
 * The email as an item of the caller's transaction: queued exactly when the write it belongs to
 * commits (an invitation and its email, an order and its receipt), never one without the other.
 */
export const queuedEmail = (to: string, email: RenderedEmail, now = new Date()): TransactItem =>
  outboxPut(newOutboxMessage(to, emailContent(email), { now }));
