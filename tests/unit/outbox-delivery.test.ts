// The outbox worker's use case (functions/domain/outbox/deliver-outbox.ts) with the table and the
// transports replaced: a message is sent only after its claim, and its outcome recorded under that
// claim; a stalled SES (asked once per run) leaves the mail unsent for later; a refusal, the last
// attempt or a code past its deadline is dead and logged as an error; the sweeper pages until
// nothing is due; a table that does not take a claim fails the run (for the stream to retry). Each
// delivery logs under the correlation id of the request that queued its message.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@functions/lib/logger';
import type { OutboxMessage, OutboxOutcome } from '@functions/data/outbox';
import { captureLogs } from '../support/logs';

const state = vi.hoisted(() => ({
  messages: new Map<string, OutboxMessage>(),
  outcomes: [] as { id: string; outcome: OutboxOutcome }[],
  sent: [] as { channel: string; to: string }[],
  subjects: [] as string[],
  sesAsked: 0,
  sesUp: true,
  emailFailure: null as Error | null,
  smsFailure: null as Error | null,
  claimFailure: null as Error | null,
  loseLease: false,
}));

vi.mock('@functions/data/outbox', () => ({
  outboxIdOfKey: (pk: string) => (pk.startsWith('OUTBOX#') ? pk.slice('OUTBOX#'.length) : null),
  claimOutboxMessage: vi.fn(async (id: string, claim: { leaseId: string; dueBy: string; leaseUntil: string }) => {
    if (state.claimFailure) throw state.claimFailure;
    const message = state.messages.get(id);
    if (message?.status !== 'pending' || message.nextAttemptAt! > claim.dueBy) return null;
    const claimed = {
      ...message,
      attempts: message.attempts + 1,
      leaseId: claim.leaseId,
      nextAttemptAt: claim.leaseUntil,
    };
    state.messages.set(id, claimed);
    return claimed;
  }),
  recordOutboxOutcome: vi.fn(async (message: { id: string }, leaseId: string, outcome: OutboxOutcome) => {
    const stored = state.messages.get(message.id)!;
    if (state.loseLease || stored.leaseId !== leaseId) return false;
    state.outcomes.push({ id: message.id, outcome });
    state.messages.set(message.id, {
      ...stored,
      status: outcome.kind === 'retry' ? 'pending' : outcome.kind,
      nextAttemptAt: outcome.kind === 'retry' ? outcome.at : null,
    });
    return true;
  }),
  listDueOutboxMessages: vi.fn(async (dueBy: string, limit: number) =>
    [...state.messages.values()]
      .filter((m) => m.status === 'pending' && m.nextAttemptAt! <= dueBy)
      .sort((a, b) => a.nextAttemptAt!.localeCompare(b.nextAttemptAt!))
      .slice(0, limit),
  ),
}));
vi.mock('@functions/adapters/ses', () => ({
  sesAnswers: vi.fn(async () => {
    state.sesAsked += 1;
    return state.sesUp;
  }),
  deliverEmail: vi.fn(async (to: string, content: { subject: string }) => {
    if (state.emailFailure) throw state.emailFailure;
    // A subject naming a delay answers that much later (one person's first mail slower than the next).
    const delay = Number(/after (\d+) ms/.exec(content.subject)?.[1] ?? 0);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    state.sent.push({ channel: 'email', to });
    state.subjects.push(content.subject);
  }),
}));
vi.mock('@functions/adapters/sms-delivery', () => ({
  deliverSms: vi.fn(async (to: string) => {
    if (state.smsFailure) throw state.smsFailure;
    state.sent.push({ channel: 'sms', to });
  }),
}));

const { deliverDueOutboxMessages, deliverNewOutboxMessages, isRefusal } = await import(
  '@functions/domain/outbox/deliver-outbox'
);

const NOW = new Date('2026-11-27T12:00:00.000Z');
const clock = { now: () => NOW, random: () => 0.5 };

function queue(id: string, fields: Partial<OutboxMessage> = {}): OutboxMessage {
  const message: OutboxMessage = {
    id,
    to: `${id}@example.com`,
    content: { channel: 'email', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' },
    status: 'pending',
    attempts: 0,
    nextAttemptAt: NOW.toISOString(),
    leaseId: null,
    deliverBy: null,
    lastError: null,
    deadReason: null,
    createdAt: NOW.toISOString(),
    sentAt: null,
    ...fields,
  };
  state.messages.set(id, message);
  return message;
}

const awsError = (name: string, status: number) =>
  Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });

beforeEach(() => {
  state.messages.clear();
  state.outcomes.length = 0;
  state.sent.length = 0;
  state.subjects.length = 0;
  state.sesAsked = 0;
  state.sesUp = true;
  state.emailFailure = state.smsFailure = state.claimFailure = null;
  state.loseLease = false;
});

describe('new messages (the stream)', () => {
  it('claims, sends and records each once; keys of other items and repeats are ignored', async () => {
    queue('a');
    queue('b', { to: '+15555550100', content: { channel: 'sms', text: 'Your code is 123456' } });
    const report = await deliverNewOutboxMessages(['OUTBOX#a', 'OUTBOX#b', 'OUTBOX#a', 'USER#x'], clock);
    expect(report).toEqual({ sent: 2, retrying: 0, dead: 0, skipped: 0 });
    // In parallel (the email waits for the question whether SES answers): in any order.
    expect(state.sent).toHaveLength(2);
    expect(state.sent).toEqual(
      expect.arrayContaining([
        { channel: 'email', to: 'a@example.com' },
        { channel: 'sms', to: '+15555550100' },
      ]),
    );
    expect(state.outcomes.map((o) => `${o.id} ${o.outcome.kind}`).sort()).toEqual(['a sent', 'b sent']);
    // Delivered: a second report of the same keys (a stream retry) sends nothing.
    expect(await deliverNewOutboxMessages(['OUTBOX#a', 'OUTBOX#b'], clock)).toMatchObject({ sent: 0, skipped: 2 });
    expect(state.sent).toHaveLength(2);
  });

  it("logs each delivery under the correlation id of what queued it, the worker's own for older messages", async () => {
    const logs = captureLogs('info');
    logger.setContext({ job: 'outbox-deliveries', correlationId: 'worker-run-1', requestId: 'worker-run-1' });
    queue('from-checkout', { correlationId: 'checkout-request-9' });
    queue('from-before', { to: '+15555550100', content: { channel: 'sms', text: 'Your code is 123456' } });
    await deliverNewOutboxMessages(['OUTBOX#from-checkout', 'OUTBOX#from-before'], clock);
    const sent = logs.lines.filter((line) => line.message === 'Outbox message sent');
    expect(sent.map((line) => [line.outboxId, line.correlationId, line.requestId, line.channel]).sort()).toEqual([
      ['from-before', 'worker-run-1', 'worker-run-1', 'sms'],
      ['from-checkout', 'checkout-request-9', 'worker-run-1', 'email'],
    ]);
  });

  it('sends nothing it could not claim (claimed by another worker, or not due yet)', async () => {
    queue('later', { nextAttemptAt: new Date(NOW.getTime() + 60_000).toISOString() });
    expect(await deliverNewOutboxMessages(['OUTBOX#later', 'OUTBOX#gone'], clock)).toMatchObject({ skipped: 2 });
    expect(state.sent).toEqual([]);
  });

  it('asks whether SES answers once per run, and leaves the mail unsent for later when it does not', async () => {
    state.sesUp = false;
    for (const id of ['a', 'b', 'c']) queue(id);
    const report = await deliverNewOutboxMessages(['OUTBOX#a', 'OUTBOX#b', 'OUTBOX#c'], clock);
    expect(report).toEqual({ sent: 0, retrying: 3, dead: 0, skipped: 0 });
    expect(state.sesAsked).toBe(1);
    expect(state.sent).toEqual([]);
    expect(state.outcomes[0]!.outcome).toEqual({
      kind: 'retry',
      at: new Date(NOW.getTime() + 10_000).toISOString(),
      error: 'SesNotAnswering',
    });
  });

  it('tries an outage or throttling again later; a refusal is dead at once and logged as an error', async () => {
    const logs = captureLogs('warn');
    queue('throttled');
    state.emailFailure = awsError('TooManyRequestsException', 429);
    await deliverNewOutboxMessages(['OUTBOX#throttled'], clock);
    queue('rejected');
    state.emailFailure = awsError('MessageRejected', 400);
    await deliverNewOutboxMessages(['OUTBOX#rejected'], clock);
    expect(state.outcomes.map((o) => o.outcome)).toEqual([
      { kind: 'retry', at: new Date(NOW.getTime() + 10_000).toISOString(), error: 'TooManyRequestsException' },
      { kind: 'dead', at: NOW.toISOString(), reason: 'rejected', error: 'MessageRejected' },
    ]);
    const dead = logs.lines.filter((line) => line.message === 'Outbox message dead');
    expect(dead).toEqual([
      expect.objectContaining({
        level: 'error',
        outboxId: 'rejected',
        reason: 'rejected',
        errorName: 'MessageRejected',
      }),
    ]);
    // No address in the log.
    expect(logs.text()).not.toContain('@example.com');
  });

  it('gives up after the last attempt', async () => {
    queue('tired', { attempts: 15 });
    state.emailFailure = awsError('InternalFailure', 500);
    expect(await deliverNewOutboxMessages(['OUTBOX#tired'], clock)).toMatchObject({ dead: 1 });
    expect(state.outcomes[0]!.outcome).toMatchObject({ kind: 'dead', reason: 'attempts', error: 'InternalFailure' });
  });

  it('drops a code past its deadline without sending it, and gives one up whose retry would come too late', async () => {
    queue('stale', {
      to: '+15555550100',
      content: { channel: 'sms', text: 'Your code is 123456' },
      deliverBy: NOW.toISOString(),
    });
    queue('closing', {
      to: '+15555550101',
      content: { channel: 'sms', text: 'Your code is 654321' },
      deliverBy: new Date(NOW.getTime() + 5_000).toISOString(),
    });
    state.smsFailure = new Error('SMS outbox answered 503');
    await deliverNewOutboxMessages(['OUTBOX#stale', 'OUTBOX#closing'], clock);
    expect(state.sent).toEqual([]);
    expect(state.outcomes.map((o) => [o.id, o.outcome.kind, 'reason' in o.outcome && o.outcome.reason])).toEqual([
      ['stale', 'dead', 'expired'],
      ['closing', 'dead', 'expired'],
    ]);
  });

  it('writes nothing when its claim was lost meanwhile (the lease ran out)', async () => {
    queue('slow');
    state.loseLease = true;
    expect(await deliverNewOutboxMessages(['OUTBOX#slow'], clock)).toMatchObject({ skipped: 1 });
    expect(state.outcomes).toEqual([]);
  });

  it('fails the run when the table does not take a claim, so the stream tries the batch again', async () => {
    queue('a');
    state.claimFailure = awsError('ProvisionedThroughputExceededException', 400);
    await expect(deliverNewOutboxMessages(['OUTBOX#a'], clock)).rejects.toThrow(
      'ProvisionedThroughputExceededException',
    );
    expect(state.sent).toEqual([]);
  });
});

describe('the sweeper', () => {
  it("sends one person's messages in the order they fell due, other people's alongside", async () => {
    const at = (seconds: number) => new Date(NOW.getTime() - 60_000 + seconds * 1000).toISOString();
    const email = (subject: string) => ({ channel: 'email' as const, subject, html: '<p>Hi</p>', text: 'Hi' });
    queue('confirm', { to: 'rae@example.com', nextAttemptAt: at(1), content: email('Confirm, after 30 ms') });
    queue('other', { to: 'sam@example.com', nextAttemptAt: at(2), content: email('Other') });
    queue('invite', { to: 'rae@example.com', nextAttemptAt: at(3), content: email('Invitation') });
    expect(await deliverDueOutboxMessages(clock)).toMatchObject({ sent: 3 });
    // Sam's message did not wait for Rae's slow first one; Rae's second did.
    expect(state.subjects).toEqual(['Other', 'Confirm, after 30 ms', 'Invitation']);
  });

  it("takes a recipient's address in any case as one, a few per page, all in order by the end of the run", async () => {
    const at = (seconds: number) => new Date(NOW.getTime() - 60_000 + seconds * 1000).toISOString();
    const email = (subject: string) => ({ channel: 'email' as const, subject, html: '<p>Hi</p>', text: 'Hi' });
    for (const n of [1, 2, 3, 4, 5])
      queue(`m${n}`, {
        to: n % 2 ? 'Rae@Example.com' : 'rae@example.com',
        nextAttemptAt: at(n),
        content: email(n === 1 ? `Mail ${n}, after 20 ms` : `Mail ${n}`),
      });
    expect(await deliverDueOutboxMessages(clock)).toMatchObject({ sent: 5 });
    expect(state.subjects).toEqual(['Mail 1, after 20 ms', 'Mail 2', 'Mail 3', 'Mail 4', 'Mail 5']);
  });

  it('delivers every due message, page after page, and leaves the ones not due', async () => {
    for (let i = 0; i < 60; i += 1) queue(`m${String(i).padStart(2, '0')}`, { attempts: 1, lastError: 'Throttling' });
    queue('future', { nextAttemptAt: new Date(NOW.getTime() + 3600_000).toISOString() });
    const report = await deliverDueOutboxMessages({ ...clock, hasTime: () => true });
    expect(report).toEqual({ sent: 60, retrying: 0, dead: 0, skipped: 0 });
    expect(state.messages.get('future')!.status).toBe('pending');
  });

  it('stops between pages when the invocation runs out of time (after the first)', async () => {
    for (let i = 0; i < 60; i += 1) queue(`m${String(i).padStart(2, '0')}`);
    expect(await deliverDueOutboxMessages({ ...clock, hasTime: () => false })).toMatchObject({ sent: 25 });
  });
});

describe('what is a refusal', () => {
  it('is a 4xx of the service, but not throttling, a paused account or an outage', () => {
    expect(isRefusal(awsError('MessageRejected', 400))).toBe(true);
    expect(isRefusal(awsError('InvalidParameter', 400))).toBe(true);
    expect(isRefusal(awsError('TooManyRequestsException', 429))).toBe(false);
    expect(isRefusal(awsError('SendingPausedException', 400))).toBe(false);
    expect(isRefusal(awsError('InternalFailure', 500))).toBe(false);
    expect(isRefusal(Object.assign(new Error('timeout'), { name: 'TimeoutError' }))).toBe(false);
    expect(isRefusal(new Error('a bug'))).toBe(false);
  });
});
