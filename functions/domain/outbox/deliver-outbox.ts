// Delivers outbox messages (docs/decisions/011-outbox.md): the ones the table's stream reports as
// new, and, on the sweeper's schedule, every pending one that is due (a failed delivery's retry, a
// lease whose worker died). Each message is claimed before it is sent (a conditional update that
// leases it), and its outcome recorded under that claim, so two workers never send one twice. A
// failure SES or SNS may get over is tried again later (delivery-schedule.ts); a refusal, the last
// attempt, or a code past its deadline makes the message dead, logged as an error (an alarm counts them).
// Each delivery logs under the correlation id of the request or job that queued its message, so
// "what happened to the mail of that request" is one Logs Insights query (docs/operations.md).
import { randomUUID } from 'node:crypto';
import { deliverEmail, sesAnswers } from '@functions/adapters/ses';
import { deliverSms } from '@functions/adapters/sms-delivery';
import {
  claimOutboxMessage,
  listDueOutboxMessages,
  outboxIdOfKey,
  recordOutboxOutcome,
  type OutboxMessage,
  type OutboxOutcome,
} from '@functions/data/outbox';
import { isDependencyOutage } from '@functions/lib/call-budgets';
import { logger, withLogContext } from '@functions/lib/logger';
import { mapLimited } from '@functions/lib/map-limited';
import { afterFailedAttempt, OUTBOX_DEAD_MESSAGE, tooLate } from './delivery-schedule';

/** The line of each delivered message (under the correlation id of what queued it). */
export const OUTBOX_SENT_MESSAGE = 'Outbox message sent';

/** Longer than one attempt can take (a 1 s connect and a 3 s reply, and the claim and the record). */
const LEASE_MS = 60_000;
/** A message just written is due at its writer's clock: a few seconds of skew between functions. */
const CLOCK_SKEW_MS = 5_000;
const CONCURRENCY = 8;
const SWEEP_PAGE = 25;
/** One recipient's messages sent in order within a page (the rest wait for the next page). */
const IN_ORDER_PER_PAGE = 3;

export interface DeliveryReport {
  sent: number;
  retrying: number;
  dead: number;
  /** Claimed elsewhere, already delivered, or not due: nothing done. */
  skipped: number;
}

/** One run's state: whether SES answers is asked once, before its first email. */
interface Run {
  now: () => Date;
  random: () => number;
  sesUp?: Promise<boolean>;
}

const newRun = (now: () => Date, random: () => number): Run => ({ now, random });

/**
 * Delivers the new messages the stream reported (the partition keys of new items; others are
 * ignored); throws when a claim or a record could not be written, for the stream to try again.
 */
export async function deliverNewOutboxMessages(
  partitionKeys: readonly string[],
  options: { now?: () => Date; random?: () => number } = {},
): Promise<DeliveryReport> {
  const run = newRun(options.now ?? (() => new Date()), options.random ?? Math.random);
  const ids = partitionKeys.map(outboxIdOfKey).filter((id) => id !== null);
  return tally(
    await deliverAll(
      run,
      [...new Set(ids)].map((id) => [id]),
    ),
  );
}

/** The sweeper: every pending message due by now, a page at a time while the invocation has time. */
export async function deliverDueOutboxMessages(
  options: { now?: () => Date; random?: () => number; hasTime?: () => boolean } = {},
): Promise<DeliveryReport> {
  const run = newRun(options.now ?? (() => new Date()), options.random ?? Math.random);
  const outcomes: Outcome[] = [];
  // Each message claimed or skipped leaves the due range (a claim moves it past the attempt), so the
  // loop ends; the page count bounds it anyway.
  for (let page = 0; page < 200; page += 1) {
    if (page > 0 && !(options.hasTime?.() ?? true)) break;
    const due = await listDueOutboxMessages(run.now().toISOString(), SWEEP_PAGE);
    if (!due.length) break;
    outcomes.push(...(await deliverAll(run, inQueueOrderPerRecipient(due))));
  }
  return tally(outcomes);
}

type Outcome = OutboxOutcome['kind'] | 'skipped';

/**
 * The due messages' ids, one list per recipient in the order they fell due: one person's messages
 * go out one after another (a sign-up's confirmation before the invitation queued after it), different
 * people's side by side.
 */
function inQueueOrderPerRecipient(due: readonly OutboxMessage[]): string[][] {
  const byRecipient = new Map<string, string[]>();
  for (const message of due) {
    const recipient = message.to.toLowerCase();
    byRecipient.set(recipient, [...(byRecipient.get(recipient) ?? []), message.id]);
  }
  // A few per recipient per page: one after another they take that many attempts' time, and the rest
  // stay due for the next page (or sweep), so one busy address cannot hold the run past its time.
  return [...byRecipient.values()].map((ids) => ids.slice(0, IN_ORDER_PER_PAGE));
}

/** Delivers each list's messages in order, the lists side by side. */
async function deliverAll(run: Run, lists: string[][]): Promise<Outcome[]> {
  let failure: unknown;
  const deliverInOrder = async (ids: string[]) => {
    const outcomes: Outcome[] = [];
    for (const id of ids)
      outcomes.push(
        await deliverOne(run, id).catch((error: unknown) => {
          failure ??= error;
          return 'skipped' as const;
        }),
      );
    return outcomes;
  };
  const outcomes = (await mapLimited(lists, CONCURRENCY, deliverInOrder)).flat();
  // The table did not take a claim or a record: the stream's retry (or the next sweep) finds the rest.
  if (failure) throw failure;
  return outcomes;
}

async function deliverOne(run: Run, id: string): Promise<Outcome> {
  const leaseId = randomUUID();
  const now = run.now();
  const message = await claimOutboxMessage(id, {
    leaseId,
    dueBy: new Date(now.getTime() + CLOCK_SKEW_MS).toISOString(),
    leaseUntil: new Date(now.getTime() + LEASE_MS).toISOString(),
  });
  if (!message?.content) return 'skipped';
  const origin = message.correlationId ? { correlationId: message.correlationId } : {};
  return withLogContext({ ...origin, outboxId: id }, () => deliverClaimed(run, message, message.content!, leaseId));
}

/** One claimed message's attempt and its outcome, recorded under the claim and logged (outboxId from the context). */
async function deliverClaimed(
  run: Run,
  message: OutboxMessage,
  content: NonNullable<OutboxMessage['content']>,
  leaseId: string,
): Promise<Outcome> {
  const outcome = await attempt(run, message, content);
  if (!(await recordOutboxOutcome(message, leaseId, outcome))) {
    // The lease ran out before the outcome was written: another worker has the message now.
    logger.warn('Outbox delivery outlived its lease', { outcome: outcome.kind });
    return 'skipped';
  }
  const { channel } = content;
  if (outcome.kind === 'sent') logger.info(OUTBOX_SENT_MESSAGE, { channel, attempts: message.attempts });
  else if (outcome.kind === 'dead')
    logger.error(OUTBOX_DEAD_MESSAGE, {
      channel,
      reason: outcome.reason,
      attempts: message.attempts,
      errorName: outcome.error,
    });
  else
    logger.warn('Outbox delivery failed; trying again later', {
      channel,
      attempts: message.attempts,
      errorName: outcome.error,
      retryAt: outcome.at,
    });
  return outcome.kind;
}

async function attempt(
  run: Run,
  message: OutboxMessage,
  content: NonNullable<OutboxMessage['content']>,
): Promise<OutboxOutcome> {
  const now = run.now();
  if (tooLate(message.deliverBy, now)) return { kind: 'dead', at: now.toISOString(), reason: 'expired', error: null };
  try {
    if (content.channel === 'email') {
      run.sesUp ??= sesAnswers();
      if (!(await run.sesUp)) return failed(run, message, SES_NOT_ANSWERING);
      await deliverEmail(message.to, content);
    } else {
      await deliverSms(message.to, content.text);
    }
  } catch (error) {
    return failed(run, message, error);
  }
  return { kind: 'sent', at: run.now().toISOString() };
}

/** A failure to try again (an outage, or anything that is not the service's refusal), or the end of the message. */
function failed(run: Run, message: OutboxMessage, error: unknown): OutboxOutcome {
  const now = run.now();
  const name = error instanceof Error ? error.name : typeof error;
  if (isRefusal(error)) return { kind: 'dead', at: now.toISOString(), reason: 'rejected', error: name };
  const next = afterFailedAttempt(message.attempts, now, run.random(), message.deliverBy);
  if ('giveUp' in next) return { kind: 'dead', at: now.toISOString(), reason: next.giveUp, error: name };
  return { kind: 'retry', at: next.retryAt.toISOString(), error: name };
}

/** This run found SES stalled: its mail is tried again later, unsent. */
const SES_NOT_ANSWERING = Object.assign(new Error('SES did not answer'), { name: 'SesNotAnswering' });

/** SES and SNS refusals that last until someone acts (the account paused): worth trying again later. */
const PAUSED = /SendingPaused|AccountSuspended|AccountSendingPaused|KMSThrottling/;

/**
 * The service refused this message for good (a 4xx: a rejected or malformed address, an opted-out
 * number): sending it again cannot help. An outage, throttling, a paused account or an error without
 * a status (a bug, a broken connection) is worth trying again.
 */
export function isRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || isDependencyOutage(error)) return false;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  const status = $metadata?.httpStatusCode ?? 0;
  return status >= 400 && status < 500 && !PAUSED.test(String(name));
}

function tally(outcomes: Outcome[]): DeliveryReport {
  const count = (kind: Outcome) => outcomes.filter((outcome) => outcome === kind).length;
  return { sent: count('sent'), retrying: count('retry'), dead: count('dead'), skipped: count('skipped') };
}
