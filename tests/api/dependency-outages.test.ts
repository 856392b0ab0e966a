// A dependency that stops answering (ARCHITECTURE.md, "Outages answer fast"): each local stand-in
// that runs as its own process is paused (SIGSTOP: connections open, nothing answers) while a route
// needs it. The route answers 503 with a message and Retry-After within 10 s, never a hang or a 500
// (functions/lib/call-budgets.ts sizes each client's timeouts and attempts), and nothing is left
// half-written: once the stand-in is back (SIGCONT), the same request succeeds, once. Mail does not
// wait for SES: it is queued in the outbox, and delivered exactly once when SES is back.
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '@shared/constants';
import { listDueOutboxMessages } from '@functions/data/outbox';
import { buildUser, createUser } from '@functions/data/users';
import { ServiceUnavailable } from '@functions/lib/errors';
import { ApiClient, deliverOutbox, outboxEmails, type Reply } from '../support/api-client';
import { uniqueEmail, uniquePhone } from '../support/accounts';
import { timed, whilePaused } from '../support/stand-in-outage';
import { groupWithAdmin, PASSWORD, signUpUser } from './group-fixtures';

const stack = inject('stack');
/** API Gateway gives up at 30 s; an outage must be answered well before. */
const ANSWER_WITHIN_MS = 10_000;
/** The 503's message when an AWS service did not answer (ServiceUnavailable's own). */
const UNAVAILABLE = new ServiceUnavailable().message;
/** A write that waited on SES took its whole mail budget (~7 s) before answering; one that queues does not. */
const FASTER_THAN_SES_MS = 4_000;

/** The outbox messages to these addresses still waiting for delivery. */
const pendingOutbox = async (to: string[]) =>
  (await listDueOutboxMessages('9999-12-31T00:00:00.000Z', 100)).filter((message) => to.includes(message.to));

/** Reads until `ok` holds, for up to `ms` (what a worker does a moment later). */
async function eventuallyWithin<T>(ms: number, read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const browser = async () => {
  const client = new ApiClient(stack.url);
  await client.bootstrap();
  return client;
};

function expectUnavailable({ reply, ms }: { reply: Reply; ms: number }, message = UNAVAILABLE) {
  expect(reply.status).toBe(503);
  expect(reply.body).toEqual({ message });
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
}

const signUp = (client: ApiClient, account: Record<string, string>, key: string) =>
  client.request('POST', '/api/users.json', account, { headers: { 'idempotency-key': key } });

describe('the database (DynamoDB Local) paused', () => {
  it('a signed-in read answers 503 with Retry-After within 10 s, and 200 once the database is back', async () => {
    const { client } = await signUpUser('Dana', 'Outage');
    const during = await whilePaused('dynamodb', () => timed(() => client.get('/api/bootstrap.json')));
    expectUnavailable(during);
    const after = await client.get('/api/bootstrap.json');
    expect(after.status).toBe(200);
    expect(after.body.currentUser.firstName).toBe('Dana');
  });
});

describe('sign-in (cognito-local) paused', () => {
  it('a password sign-in answers 503 within 10 s, and signs in once Cognito is back', async () => {
    const { email } = await signUpUser('Cole', 'Outage');
    const client = await browser();
    const during = await whilePaused('cognito', () =>
      timed(() => client.post('/api/auth/login.json', { userauth: email, password: PASSWORD })),
    );
    expectUnavailable(during);
    expect((await client.post('/api/auth/login.json', { userauth: email, password: PASSWORD })).status).toBe(200);
  });

  it('a sign-up answers 503 and keeps nothing: the same sign-up after the outage creates the account once', async () => {
    const client = await browser();
    const account = {
      firstName: 'Sam',
      lastName: 'Outage',
      email: uniqueEmail('outage'),
      phone: uniquePhone(),
      password: PASSWORD,
    };
    const key = randomUUID();
    const during = await whilePaused('cognito', () => timed(() => signUp(client, account, key)));
    expectUnavailable(during);
    // The profile written before Cognito stalled was undone, and the key released: the retry runs anew.
    const retried = await signUp(client, account, key);
    expect(retried.status).toBe(201);
    expect(retried.body.user.email).toBe(account.email);
    const again = await signUp(await browser(), { ...account, phone: uniquePhone() }, randomUUID());
    expect(again).toMatchObject({ status: 422, body: { errors: { email: ['Email has already been taken'] } } });
    const other = await browser();
    expect((await other.post('/api/auth/login.json', { userauth: account.email, password: PASSWORD })).status).toBe(
      200,
    );
  });

  it('a profile left without a sign-in identity (its write landed after the reply timed out) is finished by a reset link', async () => {
    const email = uniqueEmail('half');
    await createUser(buildUser({ id: randomUUID(), email, firstName: 'Hal', lastName: 'Written' }));
    const client = await browser();
    expect((await client.post('/api/passwords/reset.json', { email })).status).toBe(201);
    const mail = (await outboxEmails(stack, email)).find((sent) => sent.subject === 'Reset your password');
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect((await client.patch('/api/passwords.json', { token, password: 'NewPassw0rd' })).status).toBe(200);
    const other = await browser();
    expect((await other.post('/api/auth/login.json', { userauth: email, password: 'NewPassw0rd' })).status).toBe(200);
  });
});

describe('email (aws-ses-v2-local) paused', () => {
  it('writes that mail answer at once, their mail queued; once SES is back each mail arrives exactly once', async () => {
    const group = await groupWithAdmin(0);
    const invitee = uniqueEmail('invitee');
    const { email } = await signUpUser('Eve', 'Outage');
    const client = await browser();
    // The sign-ups' own confirmation mails go out first: what follows is only the two writes'.
    await deliverOutbox(stack);

    const queued = await whilePaused('ses', async () => {
      const invite = await timed(() =>
        group.admin.post('/api/groups/invitations.json', { users: [{ email: invitee, firstName: 'Ivy' }] }),
      );
      const reset = await timed(() => client.post('/api/passwords/reset.json', { email }));
      // The worker tried each at once, found SES stalled and kept the message for later, unsent.
      const waiting = await eventuallyWithin(
        15_000,
        () => pendingOutbox([invitee, email]),
        (messages) => messages.length === 2 && messages.every((m) => m.attempts >= 1 && m.lastError !== null),
      );
      return { invite, reset, waiting };
    });
    expect(queued.invite.reply).toMatchObject({ status: 200, body: { invited: [invitee], skipped: [] } });
    expect(queued.reset.reply.status).toBe(201);
    expect(queued.reset.reply.body.toaster.message).toBe(MESSAGES.resetSent);
    for (const { ms } of [queued.invite, queued.reset]) expect(ms).toBeLessThan(FASTER_THAN_SES_MS);
    expect(queued.waiting.map((m) => m.lastError)).toEqual(['SesNotAnswering', 'SesNotAnswering']);

    // SES is back: the sweeper (run here until the retries are due, ~10 s) delivers each once.
    const invitations = () => outboxEmails(stack, invitee);
    const resets = async () => (await outboxEmails(stack, email)).filter((m) => m.subject === 'Reset your password');
    await eventuallyWithin(
      30_000,
      async () => [...(await invitations()), ...(await resets())],
      (mails) => mails.length >= 2,
    );
    await deliverOutbox(stack);
    expect((await invitations()).map((m) => m.subject)).toEqual([expect.stringMatching(/^You are invited to join /)]);
    expect(await resets()).toHaveLength(1);
    expect(await pendingOutbox([invitee, email])).toEqual([]);
  }, 60_000);
});

describe('files (s3rver) paused', () => {
  it('the profile form taking an uploaded licence answers 503 within 10 s and keeps nothing; once S3 is back it takes it', async () => {
    const { id, client } = await signUpUser('Lou', 'Outage');
    const bytes = Buffer.from(`%PDF-1.4 licence ${randomUUID()}\n`);
    const upload = await client.post('/api/direct_uploads', {
      blob: {
        filename: 'licence.pdf',
        byteSize: bytes.length,
        contentType: 'application/pdf',
        checksum: createHash('md5').update(bytes).digest('base64'),
      },
    });
    expect(upload.status).toBe(200);
    const put = await fetch(upload.body.direct_upload.url, {
      method: 'PUT',
      headers: upload.body.direct_upload.headers,
      body: new Uint8Array(bytes),
    });
    expect(put.status).toBe(200);
    const form = { user: { drivers_license: upload.body.signed_id } };

    const during = await whilePaused('s3', () => timed(() => client.patch(`/api/users/${id}.json`, form)));
    expectUnavailable(during);
    expect((await client.get('/api/bootstrap.json')).body.currentUser.driversLicenseFile).toBeNull();

    const after = await client.patch(`/api/users/${id}.json`, form);
    expect(after.status).toBe(200);
    expect((await client.get('/api/bootstrap.json')).body.currentUser.driversLicenseFile).toEqual({
      filename: 'licence.pdf',
    });
  });
});
