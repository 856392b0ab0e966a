// A group's email quota (shared/rules/group-mail.ts): counters in the group's partition, taken in
// one transaction before anything is sent, so parallel requests can never send more than the limit
// between them. The day counter expires two days after its day; the total stays.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName, ttlIn } from './table';
import * as keys from './keys';
import { optimistic, transact, type TransactItem } from './writes';

export interface MailLimits {
  perDay: number;
  /** Null: no limit in all (a verified group). */
  total: number | null;
}

export interface MailReservation {
  groupId: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  count: number;
  /** A course reminder: at most one per member per day, taken with the count. */
  reminderFor?: string;
}

export type MailRefusal = 'day' | 'total' | 'reminder';

/** From the start of its day: the day counter and the reminder mark outlive their day by one. */
const DAY_COUNTER_TTL_SECONDS = 2 * 24 * 3600;

/** ADD `count` to a counter, only while it stays within `limit` (null: always). */
function counterItem(key: Record<string, string>, count: number, limit: number | null, ttl?: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD sent :count SET #type = :type${ttl ? ', #ttl = :ttl' : ''}`,
      ...(limit === null ? {} : { ConditionExpression: 'attribute_not_exists(sent) OR sent <= :room' }),
      ExpressionAttributeNames: { '#type': 'type', ...(ttl ? { '#ttl': 'ttl' } : {}) },
      ExpressionAttributeValues: {
        ':count': count,
        ':type': 'GroupMailCount',
        ...(limit === null ? {} : { ':room': limit - count }),
        ...(ttl ? { ':ttl': ttl } : {}),
      },
    },
  };
}

/** Takes `count` emails of the day's and the total quota (and the member's reminder of the day), or says which refused. */
export async function reserveGroupMail(reservation: MailReservation, limits: MailLimits): Promise<MailRefusal | null> {
  if (reservation.count > limits.perDay) return 'day';
  if (limits.total !== null && reservation.count > limits.total) return 'total';
  const dayStart = Date.parse(`${reservation.day}T00:00:00Z`);
  const items = {
    day: counterItem(
      keys.groupMailDay(reservation.groupId, reservation.day),
      reservation.count,
      limits.perDay,
      ttlIn(DAY_COUNTER_TTL_SECONDS, dayStart),
    ),
    total: counterItem(keys.groupMailTotal(reservation.groupId), reservation.count, limits.total),
    reminder: reservation.reminderFor && {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.memberReminder(reservation.groupId, reservation.reminderFor, reservation.day),
          type: 'MemberReminder',
          ttl: ttlIn(DAY_COUNTER_TTL_SECONDS, dayStart),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  };
  const failed = await optimistic({ write: () => transact(items) });
  if (!failed.length) return null;
  return failed.includes('reminder') ? 'reminder' : failed.includes('day') ? 'day' : 'total';
}

/** Gives back what was taken and not sent (addresses skipped meanwhile, a send that failed). */
export async function releaseGroupMail(reservation: MailReservation): Promise<void> {
  if (reservation.count <= 0 && !reservation.reminderFor) return;
  const counted = reservation.count > 0;
  const items = {
    day: counted && counterItem(keys.groupMailDay(reservation.groupId, reservation.day), -reservation.count, null),
    total: counted && counterItem(keys.groupMailTotal(reservation.groupId), -reservation.count, null),
    reminder: reservation.reminderFor && {
      Delete: {
        TableName: tableName(),
        Key: keys.memberReminder(reservation.groupId, reservation.reminderFor, reservation.day),
      },
    },
  };
  await optimistic({ write: () => transact(items) });
}

/** Emails the group sent on the day and in all (for the refusal's message). */
export async function getGroupMailUsage(groupId: string, day: string): Promise<{ today: number; total: number }> {
  const read = async (key: Record<string, string>) => {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    return typeof Item?.sent === 'number' ? Item.sent : 0;
  };
  const [today, total] = await Promise.all([read(keys.groupMailDay(groupId, day)), read(keys.groupMailTotal(groupId))]);
  return { today, total };
}
