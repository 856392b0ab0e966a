// The learner's subscriptions and user courses (with their section progress inline).
import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName, withoutKeys } from './table';
import { keys } from './keys';

export interface Subscription {
  uuid: string;
  userId: string;
  productId: string;
  productName: string;
  color: string;
  featuredUrl: string | null;
  courseIds: string[];
  layout: 'certify' | 'ce';
  createdAt: string;
}

export type CourseStatus = 'in_progress' | 'passed' | 'failed';

export interface UserCourseSection {
  uuid: string;
  sectionId: string;
  position: number;
  completedAt: string | null;
}

export interface UserCourse {
  uuid: string;
  userId: string;
  courseId: string;
  examType: 'Certification' | 'Recertification';
  subscriptionUuid: string | null;
  status: CourseStatus;
  createdAt: string;
  sections: UserCourseSection[];
  userExamUuid: string | null;
  /** Answered share of the current exam, 0-100 (kept here so lists need no exam reads). */
  examProgress: number;
  scoredAt: string | null;
  passedAt: string | null;
  /** Calendar dates. */
  passedOn: string | null;
  /** The card's issue date: passedOn until the learner confirms a later one. */
  issuedOn?: string | null;
  expirationDate: string | null;
  providerCardId: string | null;
  manuallyConfirmed: boolean;
  autoRenew: boolean;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const subscriptionItem = (s: Subscription) => ({ ...keys.subscription(s.userId, s.uuid), type: 'Subscription', ...s });
export const userCourseItem = (c: UserCourse) => ({ ...keys.userCourse(c.userId, c.uuid), type: 'UserCourse', ...c });
export const latestPointerItem = (c: UserCourse) => ({ ...keys.latestUserCourse(c.userId, c.courseId), type: 'LatestUserCourse', uuid: c.uuid });

export const listSubscriptionsOfUser = (userId: string) => queryAll<Subscription>(keys.subscriptionsPrefix(userId));

export async function getSubscription(userId: string, uuid: string): Promise<Subscription | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.subscription(userId, uuid) }));
  return Item ? withoutKeys<Subscription>(Item) : null;
}

/** Newest first. */
export async function listUserCoursesOfUser(userId: string): Promise<UserCourse[]> {
  const courses = await queryAll<UserCourse>(keys.userCoursesPrefix(userId));
  return courses.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function getUserCourse(userId: string, uuid: string): Promise<UserCourse | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.userCourse(userId, uuid) }));
  return Item ? withoutKeys<UserCourse>(Item) : null;
}

export async function getLatestUserCourseUuid(userId: string, courseId: string): Promise<string | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.latestUserCourse(userId, courseId) }));
  return (Item?.uuid as string | undefined) ?? null;
}

/**
 * Creates a user course and moves the latest-course pointer, only if the pointer still names
 * `previousLatestUuid`: two concurrent enrolments cannot both create one. False on that race.
 */
export async function createUserCourse(course: UserCourse, previousLatestUuid: string | null): Promise<boolean> {
  const pointer = keys.latestUserCourse(course.userId, course.courseId);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: userCourseItem(course), ConditionExpression: 'attribute_not_exists(PK)' } },
          {
            Put: {
              TableName: tableName(),
              Item: { ...pointer, type: 'LatestUserCourse', uuid: course.uuid },
              ...(previousLatestUuid
                ? { ConditionExpression: '#uuid = :previous', ExpressionAttributeNames: { '#uuid': 'uuid' }, ExpressionAttributeValues: { ':previous': previousLatestUuid } }
                : { ConditionExpression: 'attribute_not_exists(PK)' }),
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') return false;
    throw error;
  }
}

/** An update of a user course for use inside a transaction (see exams.ts). */
export function userCourseUpdate(userId: string, uuid: string, set: Record<string, unknown>, condition?: { expression: string; values: Record<string, unknown> }): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ...condition?.values };
  const assignments = Object.entries(set).map(([field, value], i) => {
    names[`#f${i}`] = field;
    values[`:v${i}`] = value;
    return `#f${i} = :v${i}`;
  });
  return {
    Update: {
      TableName: tableName(),
      Key: keys.userCourse(userId, uuid),
      UpdateExpression: `SET ${assignments.join(', ')}`,
      ConditionExpression: condition ? `attribute_exists(PK) AND (${condition.expression})` : 'attribute_exists(PK)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** Marks one section complete (callers skip sections that already are, keeping the first time). */
export function sectionCompletion(userId: string, uuid: string, index: number, completedAt: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.userCourse(userId, uuid),
      UpdateExpression: `SET sections[${index}].completedAt = :now`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':now': completedAt },
    },
  };
}

export async function transact(items: TransactItem[]): Promise<void> {
  await db().send(new TransactWriteCommand({ TransactItems: items }));
}

/**
 * Completes the last incomplete section and attaches the newly drawn exam, in one update of
 * the user course (a transaction may touch an item only once) plus the exam's put.
 */
export function completeLastSectionWithExam(userId: string, uuid: string, index: number, completedAt: string, examUuid: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.userCourse(userId, uuid),
      UpdateExpression: `SET sections[${index}].completedAt = :now, userExamUuid = :exam, examProgress = :zero`,
      ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(userExamUuid) OR userExamUuid = :none)',
      ExpressionAttributeValues: { ':now': completedAt, ':exam': examUuid, ':zero': 0, ':none': null },
    },
  };
}
