// The outbox: mail and texts that a request (or a job) decided to send, written to the table instead
// of being handed to SES or SNS inside the request, and delivered by the outbox worker
// (functions/handlers/jobs/outbox-deliveries.ts; docs/decisions/011-outbox.md). One item per message
// in its own partition; while it waits for delivery it is also on GSI1 (`OUTBOX_DUE`, by when it is
// due): the sweeper's work list. A delivery claims the message first (a lease: conditioned on it being
// pending and due, it moves the due time past the attempt), and records the outcome only under its
// claim, so two workers never deliver one message twice. Delivered messages lose their content and
// expire a week later. Each carries the correlation id of the work that queued it, so its delivery's
// log lines link back to that request or job (docs/operations.md).
import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { currentCorrelationId } from '../lib/logger';
import { itemSchema, nullableString, optionalNullableString, parseItem } from './items';
import * as keys from './keys';
import { db, tableName, ttlIn } from './table';
import { isConditionalCheckFailure, type TransactItem } from './writes';

/** What is delivered: an email (rendered) or a text message. */
export type OutboxContent =
  | { channel: 'email'; subject: string; html: string; text: string }
  | { channel: 'sms'; text: string };

export interface OutboxMessage {
  id: string;
  /** The address or phone number. */
  to: string;
  /** Gone once delivered (it may hold a link that signs someone in). */
  content: OutboxContent | null;
  status: 'pending' | 'sent' | 'dead';
  /** Deliveries tried (claims made), the first included. */
  attempts: number;
  /** While pending: when a worker may take it (a claim's lease moves it past the attempt). */
  nextAttemptAt: string | null;
  /** The claim of the attempt under way (or the last one). */
  leaseId: string | null;
  /** Time-critical messages (passcodes): never delivered after this, retried every minute until then. */
  deliverBy: string | null;
  /** The last failure's error name (never its message: it can quote the address). */
  lastError: string | null;
  /** Why a dead message was given up: retries used up, refused by the service, or too late. */
  deadReason: 'attempts' | 'rejected' | 'expired' | null;
  createdAt: string;
  sentAt: string | null;
  /** The correlation id of the request or job that queued it; absent on messages queued before there was one. */
  correlationId?: string | null;
}

const outboxSchema = /* @__PURE__ */ itemSchema<OutboxMessage>('OutboxMessage', () =>
  z.looseObject({
    id: z.string(),
    to: z.string(),
    content: z.nullable(
      z.union([
        z.looseObject({ channel: z.literal('email'), subject: z.string(), html: z.string(), text: z.string() }),
        z.looseObject({ channel: z.literal('sms'), text: z.string() }),
      ]),
    ),
    status: z.enum(['pending', 'sent', 'dead']),
    attempts: z.number(),
    nextAttemptAt: nullableString(),
    leaseId: nullableString(),
    deliverBy: nullableString(),
    lastError: nullableString(),
    deadReason: z.nullable(z.enum(['attempts', 'rejected', 'expired'])),
    createdAt: z.string(),
    sentAt: nullableString(),
    correlationId: optionalNullableString(),
  }),
);

/** A pending message nobody delivers (a bug, a stuck worker) still goes away in time. */
const PENDING_TTL_SECONDS = 30 * 86_400;
/** Delivered: a week to answer "was it sent?", without its content. */
const SENT_TTL_SECONDS = 7 * 86_400;
/** Dead: two weeks to look into it (its content kept, to resend by hand). */
const DEAD_TTL_SECONDS = 14 * 86_400;

/** A new message, due at once. */
export function newOutboxMessage(
  to: string,
  content: OutboxContent,
  options: { deliverBy?: Date; now?: Date } = {},
): OutboxMessage {
  const now = (options.now ?? new Date()).toISOString();
  return {
    id: randomUUID(),
    to,
    content,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    leaseId: null,
    deliverBy: options.deliverBy?.toISOString() ?? null,
    lastError: null,
    deadReason: null,
    createdAt: now,
    sentAt: null,
    correlationId: currentCorrelationId() ?? null,
  };
}

/** The Put of a new message: for a use case's transaction, so the message exists exactly when its write does. */
export const outboxPut = (message: OutboxMessage): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...keys.outboxMessage(message.id),
      ...keys.outboxDue(message.nextAttemptAt!, message.id),
      type: 'OutboxMessage',
      ...message,
      ttl: ttlIn(PENDING_TTL_SECONDS, Date.parse(message.createdAt)),
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/** Writes a new message on its own. */
export async function putOutboxMessage(message: OutboxMessage): Promise<void> {
  await db().send(new PutCommand(outboxPut(message).Put!));
}

/** The sweeper's work list: pending messages due by `dueBy` (a claim's expired lease included), oldest first. */
export async function listDueOutboxMessages(dueBy: string, limit: number): Promise<OutboxMessage[]> {
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      // '~' sorts after every character of an id: everything due at or before `dueBy`.
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK <= :until',
      ExpressionAttributeValues: { ':pk': keys.outboxDueList().GSI1PK, ':until': `${dueBy}#~` },
      Limit: limit,
    }),
  );
  return (page.Items ?? []).map((raw) => parseItem(outboxSchema, raw));
}

/** The outbox id of a key the table's stream reports; null for any other item. */
export const outboxIdOfKey = (PK: string): string | null => keys.outboxIdOfPartition(PK);

/**
 * Claims a pending message due by `dueBy` for one delivery attempt: counts the attempt and moves its
 * due time to `leaseUntil` (if the attempt dies, the sweeper takes it again then). The message as
 * claimed, or null when it is not pending, not due or claimed by another worker.
 */
export async function claimOutboxMessage(
  id: string,
  claim: { leaseId: string; dueBy: string; leaseUntil: string },
): Promise<OutboxMessage | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.outboxMessage(id),
        ConditionExpression: '#status = :pending AND nextAttemptAt <= :dueBy',
        UpdateExpression: 'SET leaseId = :lease, nextAttemptAt = :until, GSI1SK = :sk ADD attempts :one',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':dueBy': claim.dueBy,
          ':lease': claim.leaseId,
          ':until': claim.leaseUntil,
          ':sk': keys.outboxDue(claim.leaseUntil, id).GSI1SK,
          ':one': 1,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? parseItem(outboxSchema, Attributes) : null;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

/** How an attempt ended: delivered, to be tried again at a time, or given up. */
export type OutboxOutcome =
  | { kind: 'sent'; at: string }
  | { kind: 'retry'; at: string; error: string }
  | { kind: 'dead'; at: string; reason: NonNullable<OutboxMessage['deadReason']>; error: string | null };

/**
 * Records an attempt's outcome under its claim: false when the claim was lost (the lease ran out and
 * another worker took the message), in which case nothing is written.
 */
export async function recordOutboxOutcome(
  message: Pick<OutboxMessage, 'id'>,
  leaseId: string,
  outcome: OutboxOutcome,
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.outboxMessage(message.id),
        ConditionExpression: 'leaseId = :lease',
        ...outcomeUpdate(message.id, leaseId, outcome),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** The update of each outcome, under the claim (`:lease`). Sent and dead leave the work list. */
function outcomeUpdate(id: string, leaseId: string, outcome: OutboxOutcome) {
  const at = Date.parse(outcome.at);
  const names = { '#status': 'status', '#ttl': 'ttl' };
  const leaveList = 'REMOVE nextAttemptAt, GSI1PK, GSI1SK';
  switch (outcome.kind) {
    case 'sent':
      return {
        UpdateExpression: `SET #status = :sent, sentAt = :at, #ttl = :ttl ${leaveList}, content`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: {
          ':lease': leaseId,
          ':sent': 'sent',
          ':at': outcome.at,
          ':ttl': ttlIn(SENT_TTL_SECONDS, at),
        },
      };
    case 'retry':
      return {
        UpdateExpression: 'SET nextAttemptAt = :next, GSI1SK = :sk, lastError = :error',
        ExpressionAttributeValues: {
          ':lease': leaseId,
          ':next': outcome.at,
          ':sk': keys.outboxDue(outcome.at, id).GSI1SK,
          ':error': outcome.error,
        },
      };
    case 'dead':
      return {
        UpdateExpression: `SET #status = :dead, deadReason = :reason, lastError = :error, #ttl = :ttl ${leaveList}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: {
          ':lease': leaseId,
          ':dead': 'dead',
          ':reason': outcome.reason,
          ':error': outcome.error,
          ':ttl': ttlIn(DEAD_TTL_SECONDS, at),
        },
      };
  }
}
