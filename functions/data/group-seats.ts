// The group's seat ledger and the enrollments made from it. A seat moves only inside a transaction
// that also writes what it was used for: the ledger item's `quantityUsed` goes up only while it is
// below `quantityPurchased`, so concurrent enrollments never oversell, and a SeatHold per member and
// product makes the same enrollment requested twice at once commit once. See docs/data-model.md.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { GroupScope } from '../lib/group-scope';
import * as z from 'zod/mini';
import { db, queryAll, tableName } from './table';
import * as keys from './keys';
import { productSchema, type Product } from './catalog';
import { itemSchema, parseItem } from './items';
import { latestPointerItem, userCourseItem, type UserCourse } from './learning';
import { memberExpirationsDelete, memberRowDelete, memberRowUpdate, type MemberRow } from './group-members';
import { transact, type NamedItems, type TransactItem } from './writes';

export interface GroupSeats {
  groupId: string;
  productId: string;
  name: string;
  color: string;
  quantityPurchased: number;
  quantityUsed: number;
}

/** A user course a group made from one of its seats. */
export interface GroupUserCourse extends UserCourse {
  groupId: string;
  groupProductId: string;
  /** The latest user course of the course before this one, restored if this one is un-enrolled. */
  previousLatestUuid: string | null;
  /** Enrolled by a group with unlimited certifications: no seat was taken, so none is returned. */
  seatless?: boolean;
}

export interface SeatHold {
  groupId: string;
  userId: string;
  productId: string;
  userCourseUuid: string;
}

const groupSeatsSchema = /* @__PURE__ */ itemSchema<GroupSeats>('GroupSeats', () =>
  z.looseObject({
    groupId: z.string(),
    productId: z.string(),
    name: z.string(),
    color: z.string(),
    quantityPurchased: z.number(),
    quantityUsed: z.number(),
  }),
);

const seatHoldSchema = /* @__PURE__ */ itemSchema<SeatHold>('SeatHold', () =>
  z.looseObject({ groupId: z.string(), userId: z.string(), productId: z.string(), userCourseUuid: z.string() }),
);

export const listGroupSeats = (group: GroupScope | { id: string }) =>
  queryAll(keys.groupSeatsPrefix(group.id), { item: groupSeatsSchema });

export async function getGroupSeats(group: GroupScope, productId: string): Promise<GroupSeats | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.groupSeats(group.id, productId), ConsistentRead: true }),
  );
  return Item ? parseItem(groupSeatsSchema, Item) : null;
}

/** The ledger update that adds purchased seats of a product (creates the ledger item on first purchase); a group purchase puts it in its transaction. */
export const purchasedSeatsItem = (
  groupId: string,
  product: { id: string; name: string; color: string },
  quantity: number,
): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.groupSeats(groupId, product.id),
    UpdateExpression:
      'SET #type = :type, groupId = :g, productId = :p, #name = :name, color = :color, quantityUsed = if_not_exists(quantityUsed, :zero) ADD quantityPurchased :q',
    ExpressionAttributeNames: { '#type': 'type', '#name': 'name' },
    ExpressionAttributeValues: {
      ':type': 'GroupSeats',
      ':g': groupId,
      ':p': product.id,
      ':name': product.name,
      ':color': product.color,
      ':zero': 0,
      ':q': quantity,
    },
  },
});

/** Adds purchased seats of a product outside a purchase (the seed, fixtures). */
export async function addPurchasedSeats(
  groupId: string,
  product: { id: string; name: string; color: string },
  quantity: number,
): Promise<void> {
  await db().send(new UpdateCommand(purchasedSeatsItem(groupId, product, quantity).Update!));
}

export async function getSeatHold(
  group: GroupScope | { id: string },
  userId: string,
  productId: string,
): Promise<SeatHold | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.seatHold(group.id, userId, productId), ConsistentRead: true }),
  );
  return Item ? parseItem(seatHoldSchema, Item) : null;
}

export type EnrollOutcome = 'enrolled' | 'no seats' | 'already enrolled' | 'moved';

/**
 * Takes a seat and makes the member's user course in one transaction: the ledger (only while seats
 * remain), the member's hold on the product (new, or replacing `replacesHoldOf`, a finished course's),
 * the user course and its latest-course pointer (as learner enrollment conditions it), and the member
 * row (version as read) with its status counters. 'moved' means the member row or the pointer changed
 * since they were read: read again and retry.
 */
export async function enrollFromSeat(input: {
  course: GroupUserCourse;
  member: MemberRow;
  memberNext: Parameters<typeof memberRowUpdate>[1];
  replacesHoldOf: string | null;
}): Promise<EnrollOutcome> {
  const { course, member } = input;
  const hold: SeatHold = {
    groupId: course.groupId,
    userId: course.userId,
    productId: course.groupProductId,
    userCourseUuid: course.uuid,
  };
  const pointer = latestPointerItem(course);
  const items = {
    seat: !course.seatless && {
      Update: {
        TableName: tableName(),
        Key: keys.groupSeats(course.groupId, course.groupProductId),
        UpdateExpression: 'ADD quantityUsed :one',
        ConditionExpression: 'quantityUsed < quantityPurchased',
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
    hold: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.seatHold(hold.groupId, hold.userId, hold.productId), type: 'SeatHold', ...hold },
        ...(input.replacesHoldOf
          ? {
              ConditionExpression: 'userCourseUuid = :previous',
              ExpressionAttributeValues: { ':previous': input.replacesHoldOf },
            }
          : { ConditionExpression: 'attribute_not_exists(PK)' }),
      },
    },
    userCourse: {
      Put: { TableName: tableName(), Item: userCourseItem(course), ConditionExpression: 'attribute_not_exists(PK)' },
    },
    pointer: {
      Put: {
        TableName: tableName(),
        Item: pointer,
        ...(course.previousLatestUuid
          ? {
              ConditionExpression: '#uuid = :previous',
              ExpressionAttributeNames: { '#uuid': 'uuid' },
              ExpressionAttributeValues: { ':previous': course.previousLatestUuid },
            }
          : { ConditionExpression: 'attribute_not_exists(PK)' }),
      },
    },
    member: memberRowUpdate(member, input.memberNext),
  };
  // A mere collision with a concurrent transaction is thrown, for the caller's `optimistic` to retry.
  const failed = await transact(items);
  if (!failed.length) return 'enrolled';
  if (failed.includes('seat')) return 'no seats';
  if (failed.includes('hold')) return 'already enrolled';
  return 'moved';
}

/**
 * The items that undo a group enrollment still in progress: the user course (only while in progress
 * and made by this group) and its exam, the pointer back to the previous course, the hold, and the
 * seat back to the ledger. The caller adds the member row's own update (or delete).
 */
export function unenrollItems(course: GroupUserCourse): TransactItem[] {
  const pointer = keys.latestUserCourse(course.userId, course.courseId);
  return [
    {
      Delete: {
        // Still as read: in progress (or failed, which only a member's removal undoes) and made by this group.
        TableName: tableName(),
        Key: keys.userCourse(course.userId, course.uuid),
        ConditionExpression: '#status = :status AND groupId = :g AND #version = :version',
        ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
        ExpressionAttributeValues: {
          ':status': course.status === 'failed' ? 'failed' : 'in_progress',
          ':g': course.groupId,
          ':version': course.version ?? 0,
        },
      },
    },
    ...(course.userExamUuid
      ? [{ Delete: { TableName: tableName(), Key: keys.userExam(course.userId, course.userExamUuid) } }]
      : []),
    course.previousLatestUuid
      ? {
          Put: {
            TableName: tableName(),
            Item: { ...pointer, type: 'LatestUserCourse', uuid: course.previousLatestUuid },
            ConditionExpression: '#uuid = :mine',
            ExpressionAttributeNames: { '#uuid': 'uuid' },
            ExpressionAttributeValues: { ':mine': course.uuid },
          },
        }
      : {
          Delete: {
            TableName: tableName(),
            Key: pointer,
            ConditionExpression: '#uuid = :mine',
            ExpressionAttributeNames: { '#uuid': 'uuid' },
            ExpressionAttributeValues: { ':mine': course.uuid },
          },
        },
    {
      Delete: {
        TableName: tableName(),
        Key: keys.seatHold(course.groupId, course.userId, course.groupProductId),
        ConditionExpression: 'userCourseUuid = :mine',
        ExpressionAttributeValues: { ':mine': course.uuid },
      },
    },
    ...(course.seatless
      ? []
      : [
          {
            Update: {
              TableName: tableName(),
              Key: keys.groupSeats(course.groupId, course.groupProductId),
              UpdateExpression: 'ADD quantityUsed :minus',
              ConditionExpression: 'quantityUsed > :zero',
              ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
            },
          },
        ]),
  ];
}

/**
 * Runs a transaction of group writes: true when it committed, false when a condition refused it. A
 * mere collision with a concurrent transaction is thrown, for the caller's `optimistic` to retry.
 */
export const commitGroupWrite = async (items: NamedItems): Promise<boolean> => (await transact(items)).length === 0;

/** Un-enrolls one course: its undo items and the member row's update, in one transaction. */
export const unenrollFromSeat = (
  course: GroupUserCourse,
  member: MemberRow,
  memberNext: Parameters<typeof memberRowUpdate>[1],
) => commitGroupWrite({ course: unenrollItems(course), member: memberRowUpdate(member, memberNext) });

/**
 * Removes a member: every pending group course undone (seats back to the ledger), their compliance
 * and progress-report rows with the day counters, the member row deleted with the group's counts,
 * and the user's group fields cleared, in one transaction (`alongside`: the caller's other items,
 * e.g. external certifications and the invitation). The caller keeps it within 100 items.
 */
export const removeMemberWithSeats = (member: MemberRow, pending: GroupUserCourse[], alongside: TransactItem[] = []) =>
  commitGroupWrite({
    courses: pending.flatMap(unenrollItems),
    alongside,
    expirations: memberExpirationsDelete(member),
    member: memberRowDelete(member),
    user: {
      Update: {
        TableName: tableName(),
        Key: keys.user(member.userId),
        UpdateExpression: 'SET groupId = :null, groupAdmin = :false',
        ConditionExpression: 'groupId = :g',
        ExpressionAttributeValues: { ':null': null, ':false': false, ':g': member.groupId },
      },
    },
  });

/** A product of the catalogue, for the seat ledger (name and colour copied onto the ledger and the member row). */
export async function getProductForSeats(productId: string): Promise<Product | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.product(productId) }));
  return Item ? parseItem(productSchema, Item) : null;
}

/** Bulk loads only (the synthetic group): seats counted as used by members written without a transaction each. */
export async function addUsedSeats(groupId: string, productId: string, quantity: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.groupSeats(groupId, productId),
      UpdateExpression: 'ADD quantityUsed :q',
      ExpressionAttributeValues: { ':q': quantity },
    }),
  );
}
