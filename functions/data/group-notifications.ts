// Group notification settings, the digest job's progress per company day, and the members whose
// renewal reminder said "your admin has been asked" (listed in the group's next digest).
// See docs/data-model.md, "Group notifications".
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { NOTIFICATION_FREQUENCIES, type NotificationFrequency } from '@shared/rules/notification-schedule';
import type { GroupScope } from '../lib/group-scope';
import { db, decodeCursor, encodeCursor, queryAll, tableName, ttlIn } from './table';
import { itemSchema, optionalNullableString, parseItem } from './items';
import * as keys from './keys';
import { isConditionalCheckFailure, optimistic, transact } from './writes';

export interface NotificationSetting {
  groupId: string;
  template: string;
  enabled: boolean;
  frequency: NotificationFrequency;
  dayOfTheWeek: number;
  daysBeforeExpiration: number;
  /** Every save adds one; a save is conditioned on the version it read. */
  version: number;
  updatedAt: string;
}

const notificationSettingSchema = /* @__PURE__ */ itemSchema<NotificationSetting>('GroupNotification', () =>
  z.looseObject({
    groupId: z.string(),
    template: z.string(),
    enabled: z.boolean(),
    frequency: z.enum(NOTIFICATION_FREQUENCIES),
    dayOfTheWeek: z.number(),
    daysBeforeExpiration: z.number(),
    version: z.number(),
    updatedAt: z.string(),
  }),
);

export async function getNotificationSetting(group: GroupScope, template: string): Promise<NotificationSetting | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.groupNotification(group.id, template), ConsistentRead: true }),
  );
  return Item ? parseItem(notificationSettingSchema, Item) : null;
}

/**
 * Writes the setting if the stored one is still at `readVersion` (null: none stored yet); false when
 * another save came first. While enabled, the item sits in the index of its weekday (GSI1).
 */
export async function putNotificationSetting(
  group: GroupScope,
  setting: NotificationSetting,
  readVersion: number | null,
): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: notificationSettingItem(group, setting),
        ...(readVersion === null
          ? { ConditionExpression: 'attribute_not_exists(PK)' }
          : {
              ConditionExpression: '#version = :version',
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':version': readVersion },
            }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** The stored item (also for batch seeding): in its weekday's index only while enabled. */
export function notificationSettingItem(group: GroupScope, setting: NotificationSetting) {
  const day = setting.enabled ? keys.notificationByDay(setting.template, setting.dayOfTheWeek, group.id) : {};
  return {
    ...keys.groupNotification(group.id, setting.template),
    ...day,
    type: 'GroupNotification',
    ...setting,
    groupId: group.id,
  };
}

/** One page of the enabled settings of a template whose weekday is `dayOfTheWeek` (the job's work list). */
export async function listEnabledSettingsOnDay(
  template: string,
  dayOfTheWeek: number,
  cursor: string | null,
  limit: number,
): Promise<{ items: NotificationSetting[]; cursor: string | null }> {
  const index = keys.notificationsOnDay(template, dayOfTheWeek);
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': index.GSI1PK },
      Limit: limit,
      ExclusiveStartKey: decodeCursor(cursor),
    }),
  );
  return {
    items: (page.Items ?? []).map((item) => parseItem(notificationSettingSchema, item)),
    cursor: encodeCursor(page.LastEvaluatedKey),
  };
}

/** The work list's cursor just after this setting (for stopping in the middle of a page). */
export function cursorAfterSetting(setting: NotificationSetting): string {
  return encodeCursor({
    ...keys.groupNotification(setting.groupId, setting.template),
    ...keys.notificationByDay(setting.template, setting.dayOfTheWeek, setting.groupId),
  })!;
}

export interface DigestRun {
  cursor: string | null;
  done: boolean;
  invocations: number;
}

// A run's cursor and done flag are saved after its first lease (which counts the invocation).
const digestRunSchema = /* @__PURE__ */ itemSchema('DigestRun', () =>
  z.looseObject({ cursor: optionalNullableString(), done: z.optional(z.boolean()), invocations: z.number() }),
);

/**
 * Takes the day's run for one invocation (a lease, so two overlapping invocations never walk the
 * same groups at once); null when another invocation holds it. A done day can still be leased: its
 * late groups (below) are visited after the walk.
 */
export async function leaseDigestRun(
  template: string,
  day: string,
  token: string,
  leaseMs: number,
  now = new Date(),
): Promise<DigestRun | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.notificationRun(template, day),
        UpdateExpression:
          'SET #type = :type, leaseUntil = :until, leaseToken = :token, #ttl = :ttl ADD invocations :one',
        ConditionExpression: 'attribute_not_exists(leaseUntil) OR leaseUntil < :now',
        ExpressionAttributeNames: { '#type': 'type', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':type': 'DigestRun',
          ':until': now.getTime() + leaseMs,
          ':token': token,
          ':now': now.getTime(),
          ':one': 1,
          ':ttl': ttlIn(60 * 86_400, now.getTime()),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    // ALL_NEW after a successful update: the item is there.
    const run = parseItem(digestRunSchema, Attributes ?? {});
    return { cursor: run.cursor ?? null, done: run.done === true, invocations: run.invocations };
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

/** Records how far the run got (while still holding the lease); `release` ends this invocation's lease. */
export async function saveDigestRun(
  template: string,
  day: string,
  token: string,
  progress: { cursor: string | null; done: boolean; release: boolean },
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.notificationRun(template, day),
      UpdateExpression: `SET #cursor = :cursor, done = :done${progress.release ? ' REMOVE leaseUntil, leaseToken' : ''}`,
      ConditionExpression: 'leaseToken = :token',
      ExpressionAttributeNames: { '#cursor': 'cursor' },
      ExpressionAttributeValues: { ':cursor': progress.cursor, ':done': progress.done, ':token': token },
    }),
  );
}

/** Marks a group whose setting became due on `day` (a save on that day), for the job to visit after its walk. */
/** A late mark: the group, and a stamp that changes each time the group is marked again. */
export interface LateDigestMark {
  groupId: string;
  markedAt: string;
}

export async function addLateDigestGroup(template: string, day: string, groupId: string): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.notificationRunLate(template, day, groupId),
        type: 'DigestRunLate',
        groupId,
        markedAt: `${new Date().toISOString()}#${randomUUID()}`,
        ttl: ttlIn(2 * 86_400),
      },
    }),
  );
}

// Marks written before the stamp existed have none: read as '' (deleted only while still without one).
const lateDigestMarkSchema = /* @__PURE__ */ itemSchema('DigestRunLate', () =>
  z.looseObject({ groupId: z.string(), markedAt: z.optional(z.string()) }),
);

export async function listLateDigestGroups(template: string, day: string): Promise<LateDigestMark[]> {
  const marks = await queryAll(keys.notificationRunLatePrefix(template, day), {
    consistent: true,
    attributes: ['groupId', 'markedAt'],
    item: lateDigestMarkSchema,
  });
  return marks.map((item) => ({ groupId: item.groupId, markedAt: item.markedAt ?? '' }));
}

/** Clears the mark as it was read: a mark written since (a save, or the visit's own failure) stays. */
export async function deleteLateDigestGroup(template: string, day: string, mark: LateDigestMark): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.notificationRunLate(template, day, mark.groupId),
        ConditionExpression: mark.markedAt ? 'markedAt = :m' : 'attribute_not_exists(markedAt)',
        ...(mark.markedAt ? { ExpressionAttributeValues: { ':m': mark.markedAt } } : {}),
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

/** One admin's digest of a group on a company day, in its period (`week-<n>` or `month-<YYYY-MM>`). */
export interface DigestClaim {
  groupId: string;
  adminId: string;
  period: string;
  day: string;
}

/**
 * The claims' SentNotice keys: the period's (never twice in a week or month, even if the day moves)
 * and the day's (never twice in a day, even if the frequency changes and with it the period).
 */
function digestNoticeKeys(claim: DigestClaim) {
  const subject = `group:${claim.groupId}`;
  return {
    period: keys.sentNotice(subject, `expiration-digest:${claim.period}:${claim.adminId}`),
    day: keys.sentNotice(subject, `expiration-digest:day-${claim.day}:${claim.adminId}`),
  };
}

/** Claims both in one transaction; false when either is taken (that admin's digest went out this period or today). */
export async function claimDigest(claim: DigestClaim, now = new Date()): Promise<boolean> {
  const notice = digestNoticeKeys(claim);
  const put = (key: Record<string, string>, extra: Record<string, unknown> = {}) => ({
    Put: {
      TableName: tableName(),
      Item: { ...key, type: 'SentNotice', sentAt: now.toISOString(), ...extra },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  });
  // The day's claim matters on its day only.
  const failed = await optimistic({
    write: () =>
      transact({ period: put(notice.period), day: put(notice.day, { ttl: ttlIn(2 * 86_400, now.getTime()) }) }),
  });
  return failed.length === 0;
}

/** Gives both claims back when the send failed, so a later invocation retries it. */
export async function releaseDigest(claim: DigestClaim): Promise<void> {
  const notice = digestNoticeKeys(claim);
  await optimistic({
    write: () =>
      transact({ claims: [notice.period, notice.day].map((Key) => ({ Delete: { TableName: tableName(), Key } })) }),
  });
}

export interface AdminRecipient {
  userId: string;
  firstName: string;
  email: string;
}

// The member row's fields a digest needs (projected); rows without an email get no digest.
const adminRecipientSchema = /* @__PURE__ */ itemSchema('GroupMember', () =>
  z.looseObject({ userId: z.string(), firstName: z.string(), email: z.optional(z.string()) }),
);

/**
 * The group's admins, from the member rows (filtered on `groupAdmin`): reads the group's member rows,
 * so its cost grows with the group (once per digest period; see docs/data-model.md).
 */
export async function listGroupAdminRecipients(group: GroupScope): Promise<AdminRecipient[]> {
  const range = keys.groupMembersPrefix(group.id);
  const out: AdminRecipient[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        FilterExpression: 'groupAdmin = :yes',
        ExpressionAttributeValues: { ':pk': range.PK, ':sk': range.SKPrefix, ':yes': true },
        ProjectionExpression: 'userId, firstName, email',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const { userId, firstName, email } = parseItem(adminRecipientSchema, item);
      if (email !== undefined) out.push({ userId, firstName, email });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

export interface RecertificationAsk {
  userId: string;
  cardId: string;
  firstName: string;
  lastName: string;
  courseName: string;
  expiresOn: string;
  askedAt: string;
}

/** Kept until a digest lists it (or 120 days: the card has long expired by then). */
export async function putRecertificationAsk(group: GroupScope, ask: RecertificationAsk): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.recertificationAsk(group.id, ask.userId, ask.cardId),
        type: 'RecertificationAsk',
        ...ask,
        ttl: ttlIn(120 * 86_400),
      },
    }),
  );
}

const recertificationAskSchema = /* @__PURE__ */ itemSchema<RecertificationAsk>('RecertificationAsk', () =>
  z.looseObject({
    userId: z.string(),
    cardId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    courseName: z.string(),
    expiresOn: z.string(),
    askedAt: z.string(),
  }),
);

export async function listRecertificationAsks(group: GroupScope): Promise<RecertificationAsk[]> {
  return queryAll(keys.recertificationAsksPrefix(group.id), {
    consistent: true,
    attributes: ['userId', 'cardId', 'firstName', 'lastName', 'courseName', 'expiresOn', 'askedAt'],
    item: recertificationAskSchema,
  });
}

/** Once a digest listed them: only asks made before that digest's read go (a newer one waits for the next). */
export async function deleteRecertificationAsks(group: GroupScope, asks: readonly RecertificationAsk[]): Promise<void> {
  for (const ask of asks) {
    await db()
      .send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.recertificationAsk(group.id, ask.userId, ask.cardId),
          ConditionExpression: 'askedAt = :askedAt',
          ExpressionAttributeValues: { ':askedAt': ask.askedAt },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionalCheckFailure(error)) throw error;
      });
  }
}

/** The company's switch for a group's notifications (set from the admin console; the seed and tests use it). */
export async function setGroupNotificationsEnabled(groupId: string, enabled: boolean): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.group(groupId),
      UpdateExpression: 'SET notificationsEnabled = :on',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':on': enabled },
    }),
  );
}
