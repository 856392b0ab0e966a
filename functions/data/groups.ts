// Groups and their membership items. The Group profile keeps `memberCount`, moved in the same
// transaction as each new member item, so a page of members never counts the partition for its total.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { GroupScope } from '../lib/group-scope';
import { Conflict, NotFound } from '../lib/errors';
import * as z from 'zod/mini';
import { db, queryPage, tableName, type Page, type PageRequest } from './table';
import { itemSchema, nullableString, optionalNullableString, parseItem } from './items';
import * as keys from './keys';
import { getUserById } from './users';
import { isConditionalCheckFailure, optimistic, transact } from './writes';
import { memberRowItem, statusCounter, type MemberRow } from './group-members';
import { memberSortEntryItems } from './group-member-sorts';

export interface Group {
  id: string;
  name: string;
  purchased: boolean;
  unlimitedCertifications: boolean;
  notificationsEnabled: boolean;
  groupOnboardingId: string | null;
  autoRenewal: boolean;
  subscriptionInterestSent: boolean;
  createdAt: string;
  /** The group's contact number from sign-up (a switchboard, shared by its admins; never anyone's sign-in number). */
  phone?: string | null;
  /** Members of the group: only addGroupMember (and later removal) moves it; absent on groups written before the count. */
  memberCount?: number;
  /** When a content admin verified the group (lifting the unverified email quota before any purchase); absent otherwise. */
  verifiedAt?: string | null;
  verifiedBy?: string | null;
}

export type NewGroup = Omit<Group, 'memberCount'>;

const groupSchema = /* @__PURE__ */ itemSchema<Group>('Group', () =>
  z.looseObject({
    id: z.string(),
    name: z.string(),
    purchased: z.boolean(),
    unlimitedCertifications: z.boolean(),
    notificationsEnabled: z.boolean(),
    groupOnboardingId: nullableString(),
    autoRenewal: z.boolean(),
    subscriptionInterestSent: z.boolean(),
    createdAt: z.string(),
    phone: optionalNullableString(),
    memberCount: z.optional(z.number()),
    verifiedAt: optionalNullableString(),
    verifiedBy: optionalNullableString(),
  }),
);

/** Creates the group with no members yet; never overwrites one (its count would be lost). */
export async function createGroup(group: NewGroup): Promise<Group> {
  const created: Group = { ...group, memberCount: 0 };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.group(group.id), type: 'Group', ...created },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return created;
}

/** A content admin's verification: set once (a second call keeps the first); null when the group does not exist. */
export async function markGroupVerified(groupId: string, by: string, at: string): Promise<Group | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.group(groupId),
        UpdateExpression:
          'SET verifiedAt = if_not_exists(verifiedAt, :at), verifiedBy = if_not_exists(verifiedBy, :by)',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':at': at, ':by': by },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? parseItem(groupSchema, Attributes) : null;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

export async function getGroup(groupId: string): Promise<Group | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.group(groupId) }));
  if (!Item) return null;
  return parseItem(groupSchema, Item);
}

/** The group's kept member count; undefined for a group item without one (see listGroupMembersPage). */
async function memberCountOf(groupId: string): Promise<number | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.group(groupId), ProjectionExpression: 'memberCount' }),
  );
  return typeof Item?.memberCount === 'number' ? Item.memberCount : undefined;
}

export interface GroupMember {
  groupId: string;
  userId: string;
  groupAdmin: boolean;
  joinedAt: string;
}

const groupMemberSchema = /* @__PURE__ */ itemSchema<GroupMember>('GroupMember', () =>
  z.looseObject({ groupId: z.string(), userId: z.string(), groupAdmin: z.boolean(), joinedAt: z.string() }),
);

/**
 * One page of the scoped group's members (by user id); group-admin reads take the factory's scope.
 * The total is the group's `memberCount`; only a range without a group item keeping one (a fixture,
 * or a group written before the count existed) is counted by queryPage instead.
 */
export async function listGroupMembersPage(group: GroupScope, request: PageRequest): Promise<Page<GroupMember>> {
  return queryPage(keys.groupMembersPrefix(group.id), request, {
    total: await memberCountOf(group.id),
    item: groupMemberSchema,
  });
}

/**
 * Makes the user a member of the group: the member item, the user's group fields and the group's
 * `memberCount` move together in one transaction, the member item only if it is new. Re-adding a
 * member changes nothing (their role included) and answers false; a user of another group is a
 * Conflict. A transaction that only collided with a concurrent one (another member joining the same
 * group) is retried.
 */
export async function addGroupMember(
  groupId: string,
  userId: string,
  groupAdmin: boolean,
  now = new Date(),
): Promise<boolean> {
  const user = await getUserById(userId);
  if (!user) throw new NotFound('User not found');
  // The member row the portal lists (names copied for the name index; no courses yet).
  const row: MemberRow = {
    groupId,
    userId,
    groupAdmin,
    joinedAt: now.toISOString(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    status: 'needs_attention',
    pendingCourses: {},
    compliantCourses: 0,
    nonCompliantCourses: 0,
    ce: 0,
    lastSignInAt: null,
    version: 0,
  };
  const items = {
    member: [
      { Put: { TableName: tableName(), Item: memberRowItem(row), ConditionExpression: 'attribute_not_exists(PK)' } },
      // The member's sort entries (the member Put refuses a second join, and them with it).
      ...memberSortEntryItems(row).map((Item) => ({ Put: { TableName: tableName(), Item } })),
    ],
    user: {
      Update: {
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET groupId = :g, groupAdmin = :a',
        // One group per user: joining a second would leave the first group's member item and count behind.
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(groupId) OR attribute_type(groupId, :null) OR groupId = :g)',
        ExpressionAttributeValues: { ':g': groupId, ':a': groupAdmin, ':null': 'NULL' },
      },
    },
    group: {
      Update: {
        TableName: tableName(),
        Key: keys.group(groupId),
        UpdateExpression: 'ADD memberCount :one, #status :one',
        // A group without a count (written before it existed) must not start one from zero.
        ConditionExpression: 'attribute_exists(memberCount)',
        ExpressionAttributeNames: { '#status': statusCounter('needs_attention') },
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  };
  const failed = await optimistic({ write: () => transact(items) });
  if (failed.includes('user'))
    throw (await getUserById(userId))
      ? new Conflict('This user already belongs to another group.')
      : new NotFound('User not found');
  if (failed.includes('group')) throw new Error(`Group ${groupId} does not exist or keeps no memberCount`);
  // Only the member item refused: already a member.
  return failed.length === 0;
}
