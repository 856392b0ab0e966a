// The audit trail (docs/data-model.md: AuditEvent): append-only items, one partition per UTC month,
// listed newest first. Nothing in the app updates or deletes an event; TTL ends it after retention.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db, queryPage, tableName, ttlIn, type Page, type PageRequest } from './table';
import { itemSchema, parseItem, stringMap } from './items';
import * as keys from './keys';

/** How long an event is kept (a year and a month, so a full year is always there to read). */
export const AUDIT_RETENTION_DAYS = 400;

export interface AuditEvent {
  id: string;
  /** ISO instant. */
  at: string;
  event: string;
  /** Who acted (null: nobody signed in, e.g. a failed sign-in for an unknown identity). */
  actorId: string | null;
  /** Whom it was about, when not the actor (a member removed, a member promoted). */
  subjectId: string | null;
  groupId: string | null;
  ip: string | null;
  /** Small non-personal facts: the method, the export kind, an identity's hash. */
  details: Record<string, string | number | boolean>;
}

// Old or partial events read safely: a missing field reads as empty, null or no details. A plain
// (not loose) object: an event lists exactly these fields, without the table's `ttl`.
const nullableDefault = () => z._default(z.nullable(z.string()), null);
const auditEventSchema = /* @__PURE__ */ itemSchema<AuditEvent>('AuditEvent', () =>
  z.object({
    id: z._default(z.string(), ''),
    at: z._default(z.string(), ''),
    event: z._default(z.string(), ''),
    actorId: nullableDefault(),
    subjectId: nullableDefault(),
    groupId: nullableDefault(),
    ip: nullableDefault(),
    details: z._default(stringMap(z.union([z.string(), z.number(), z.boolean()])), () => ({})),
  }),
);
const auditMonthSchema = /* @__PURE__ */ itemSchema('AuditMonth', () => z.looseObject({ events: z.number() }));

/** Writes the event (never overwriting one) and counts it in its month. */
export async function appendAuditEvent(event: AuditEvent): Promise<void> {
  const month = event.at.slice(0, 7);
  const ttl = ttlIn(AUDIT_RETENTION_DAYS * 86_400, Date.parse(event.at));
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.auditEvent(event.at, event.id), type: 'AuditEvent', ...event, ttl },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.auditMonthCount(month),
      UpdateExpression: 'ADD events :one SET #type = :type, #ttl = if_not_exists(#ttl, :ttl)',
      ExpressionAttributeNames: { '#type': 'type', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':type': 'AuditMonth', ':ttl': ttl },
    }),
  );
}

export async function countAuditEvents(month: string): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.auditMonthCount(month) }));
  return Item ? parseItem(auditMonthSchema, Item).events : 0;
}

/** One page of a month's events, newest first. */
export async function listAuditEventsPage(month: string, page: PageRequest): Promise<Page<AuditEvent>> {
  return queryPage(keys.auditEventsOf(month), page, {
    total: await countAuditEvents(month),
    newestFirst: true,
    item: auditEventSchema,
  });
}
