// Helpers for account tests: fresh browsers, unique identities, and the links and codes the local
// mail and SMS outboxes received.
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { ApiClient, outboxEmails, type OutboxEmail } from './api-client';

export const browser = async (): Promise<ApiClient> => {
  const client = new ApiClient(inject('stack').url);
  await client.bootstrap();
  return client;
};

export const idempotencyKey = () => ({ headers: { 'idempotency-key': randomUUID() } });
export const uniquePhone = () => `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID()}@example.com`;

/** The newest email to `to` with this subject. */
export async function mailTo(to: string, subject: string): Promise<OutboxEmail | undefined> {
  return (await outboxEmails(inject('stack'), to)).filter((mail) => mail.subject === subject).at(-1);
}

/** The token of the newest link of this kind (`reset-password`, `verify-email`) emailed to `to`. */
export async function linkTokenTo(
  to: string,
  subject: string,
  path: 'reset-password' | 'verify-email',
): Promise<string> {
  const mail = await mailTo(to, subject);
  const token = new RegExp(`/${path}/([A-Za-z0-9_-]+)`).exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`No ${path} link in a '${subject}' email to ${to}`);
  return token;
}

/** Follows the newest confirmation link emailed to `email`, signed in as `client` (a join by sign-up code takes effect then). */
export async function confirmAddress(client: ApiClient, email: string): Promise<void> {
  const reply = await client.post('/api/email_verifications.json', {
    token: await linkTokenTo(email, 'Confirm your email address', 'verify-email'),
  });
  if (reply.status !== 200)
    throw new Error(`Could not confirm ${email}: ${reply.status} ${JSON.stringify(reply.body)}`);
}
