// The learner's subscriptions and user courses (with their section progress inline).
// A user course is written by enrollment, the course player, exams and card confirmation: each
// writes through one named update below. Every update adds one to `version`; the updates that
// decide from what their caller read are conditioned on that version (optimistic concurrency),
// and the caller re-reads and retries, or refuses, when it moved.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db, queryAll, tableName } from './table';
import { itemSchema, nullableString, optionalNullableString, parseItem } from './items';
import * as keys from './keys';
import { isConditionalCheckFailure, transact, versionCheck, type NamedItems, type TransactItem } from './writes';
import { userExamPut, type UserExam } from './exams';

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
  /** Written by a purchase (order-writer): For Life, and the order it came from. */
  forLife?: boolean;
  orderId?: string;
  /** When its purchase was refunded or disputed: it grants nothing more. */
  refundedAt?: string | null;
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
  /** The exam version `examProgress` was computed from: an older save never overwrites a newer one. */
  examProgressVersion?: number;
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
  /** Optimistic-concurrency version, one more with every update (readers return 0 for items without one). */
  version?: number;
  /**
   * The CE evaluation of this pass (credentials): personal details verified, evaluation submitted,
   * and the accreditations whose certificates the learner chose (absent or null: all of them), with
   * the ones the course offered then (a certificate offered later is asked about, not given).
   */
  cme?: {
    userInformationVerified: boolean;
    completed: boolean;
    verifiedAt: string | null;
    submittedAt: string | null;
    accreditationIds?: string[] | null;
    offeredAccreditationIds?: string[] | null;
  };
  /** When the learner sent the employer notification / asked for a mailed card (credentials). */
  employerNotifiedAt?: string | null;
  mailRequestAt?: string | null;
  /** The entitlement it was started with (shared/rules/entitlements.ts); null or absent: none then. */
  entitlementId?: string | null;
  /** Passed without an entitlement: a review, which issued no card (the fields show the card held). */
  review?: boolean;
  /** CE Broker's id of the first completion of this course it accepted (board-reporting). */
  ceBrokerId?: string | null;
}

export const subscriptionItem = (s: Subscription) => ({
  ...keys.subscription(s.userId, s.uuid),
  type: 'Subscription',
  ...s,
});

/** A purchase's new subscription (For Life or not, from which order), for the order's transaction. */
export const subscriptionPut = (s: Subscription, purchase: { forLife: boolean; orderId: string }): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...subscriptionItem(s), ...purchase },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});
export const userCourseItem = (c: UserCourse) => ({
  ...keys.userCourse(c.userId, c.uuid),
  type: 'UserCourse',
  ...c,
  version: c.version ?? 0,
});
export const latestPointerItem = (c: UserCourse) => ({
  ...keys.latestUserCourse(c.userId, c.courseId),
  type: 'LatestUserCourse',
  uuid: c.uuid,
});

const subscriptionSchema = /* @__PURE__ */ itemSchema<Subscription>('Subscription', () =>
  z.looseObject({
    uuid: z.string(),
    userId: z.string(),
    productId: z.string(),
    productName: z.string(),
    color: z.string(),
    featuredUrl: nullableString(),
    courseIds: z.array(z.string()),
    layout: z.enum(['certify', 'ce']),
    createdAt: z.string(),
    forLife: z.optional(z.boolean()),
    orderId: z.optional(z.string()),
    refundedAt: optionalNullableString(),
  }),
);

const userCourseSchema = /* @__PURE__ */ itemSchema<UserCourse>('UserCourse', () =>
  z.looseObject({
    uuid: z.string(),
    userId: z.string(),
    courseId: z.string(),
    examType: z.enum(['Certification', 'Recertification']),
    subscriptionUuid: nullableString(),
    status: z.enum(['in_progress', 'passed', 'failed']),
    createdAt: z.string(),
    sections: z.array(
      z.looseObject({
        uuid: z.string(),
        sectionId: z.string(),
        position: z.number(),
        completedAt: nullableString(),
      }),
    ),
    userExamUuid: nullableString(),
    examProgress: z.number(),
    examProgressVersion: z.optional(z.number()),
    scoredAt: nullableString(),
    passedAt: nullableString(),
    passedOn: nullableString(),
    issuedOn: optionalNullableString(),
    expirationDate: nullableString(),
    providerCardId: nullableString(),
    manuallyConfirmed: z.boolean(),
    autoRenew: z.boolean(),
    version: z.optional(z.number()),
    cme: z.optional(
      z.looseObject({
        userInformationVerified: z.boolean(),
        completed: z.boolean(),
        verifiedAt: nullableString(),
        submittedAt: nullableString(),
        accreditationIds: z.optional(z.nullable(z.array(z.string()))),
        offeredAccreditationIds: z.optional(z.nullable(z.array(z.string()))),
      }),
    ),
    employerNotifiedAt: optionalNullableString(),
    mailRequestAt: optionalNullableString(),
    entitlementId: optionalNullableString(),
    review: z.optional(z.boolean()),
    ceBrokerId: optionalNullableString(),
  }),
);

/** A user course item parsed (written before `version`: 0). */
export const toUserCourse = (item: Record<string, unknown>): UserCourse => {
  const userCourse = parseItem(userCourseSchema, item);
  return { ...userCourse, version: userCourse.version ?? 0 };
};
const latestPointerSchema = /* @__PURE__ */ itemSchema('LatestUserCourse', () => z.looseObject({ uuid: z.string() }));
const versionOf = (userCourse: UserCourse): number => userCourse.version ?? 0;

export const listSubscriptionsOfUser = (userId: string) =>
  queryAll(keys.subscriptionsPrefix(userId), { item: subscriptionSchema });

export async function getSubscription(userId: string, uuid: string): Promise<Subscription | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.subscription(userId, uuid) }));
  return Item ? parseItem(subscriptionSchema, Item) : null;
}

/** A refund or chargeback of the purchase: the subscription grants nothing more (the first record stands). */
export async function markSubscriptionRefunded(userId: string, uuid: string, at: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.subscription(userId, uuid),
        UpdateExpression: 'SET refundedAt = :at',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(refundedAt)',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

/** Newest first. */
export async function listUserCoursesOfUser(userId: string, consistent = false): Promise<UserCourse[]> {
  const courses = (await queryAll(keys.userCoursesPrefix(userId), { consistent, item: userCourseSchema })).map(
    (course) => ({
      ...course,
      version: course.version ?? 0,
    }),
  );
  return courses.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Strongly consistent: a writer re-reading after losing a race must see the winner's write. */
export async function getUserCourse(userId: string, uuid: string): Promise<UserCourse | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.userCourse(userId, uuid), ConsistentRead: true }),
  );
  return Item ? toUserCourse(Item) : null;
}

/** Strongly consistent: enrollment conditions its write on this pointer, so a stale read could only fail. */
export async function getLatestUserCourseUuid(userId: string, courseId: string): Promise<string | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.latestUserCourse(userId, courseId), ConsistentRead: true }),
  );
  return Item ? parseItem(latestPointerSchema, Item).uuid : null;
}

/**
 * Creates a user course and moves the latest-course pointer, only if the pointer still names
 * `previousLatestUuid`: two concurrent enrollments cannot both create one. False on that race.
 */
export async function createUserCourse(course: UserCourse, previousLatestUuid: string | null): Promise<boolean> {
  const pointer = keys.latestUserCourse(course.userId, course.courseId);
  const failed = await transact({
    userCourse: {
      Put: { TableName: tableName(), Item: userCourseItem(course), ConditionExpression: 'attribute_not_exists(PK)' },
    },
    pointer: {
      Put: {
        TableName: tableName(),
        Item: { ...pointer, type: 'LatestUserCourse', uuid: course.uuid },
        ...(previousLatestUuid
          ? {
              ConditionExpression: '#uuid = :previous',
              ExpressionAttributeNames: { '#uuid': 'uuid' },
              ExpressionAttributeValues: { ':previous': previousLatestUuid },
            }
          : { ConditionExpression: 'attribute_not_exists(PK)' }),
      },
    },
  });
  return failed.length === 0;
}

/** One update of a user course: its SET clauses and condition, plus the version bump. */
function versionedUpdate(
  userCourse: UserCourse,
  set: Record<string, unknown>,
  condition?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> },
): TransactItem {
  const version = versionCheck(versionOf(userCourse));
  const names: Record<string, string> = { ...version.names, ...condition?.names };
  const values: Record<string, unknown> = { ...version.values, ...condition?.values };
  const assignments = Object.entries(set).map(([field, value]) => {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    return `#${field} = :${field}`;
  });
  return {
    Update: {
      TableName: tableName(),
      Key: keys.userCourse(userCourse.userId, userCourse.uuid),
      UpdateExpression: `SET ${[...assignments, version.set].join(', ')}`,
      ConditionExpression: `attribute_exists(PK) AND ${version.condition}${condition ? ` AND (${condition.expression})` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Credentials' steps after a pass (CE evaluation, employer notification, mail request): a versioned
 * update of those fields only, for use inside the step's transaction. `condition` guards the step
 * itself (e.g. not already notified).
 */
export function credentialStepUpdate(
  userCourse: UserCourse,
  set: Partial<Pick<UserCourse, 'cme' | 'employerNotifiedAt' | 'mailRequestAt'>>,
  condition?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> },
): TransactItem {
  return versionedUpdate(userCourse, set, condition);
}

/** Runs one versioned update on its own: the updated user course, or null when its condition failed. */
async function applyUpdate(item: TransactItem): Promise<UserCourse | null> {
  try {
    const { Attributes } = await db().send(new UpdateCommand({ ...item.Update!, ReturnValues: 'ALL_NEW' }));
    return toUserCourse(Attributes!);
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

/**
 * Runs a transaction: true when applied, false when a condition failed. A mere collision with a
 * concurrent transaction is thrown, for the caller's `optimistic` to retry.
 */
async function applyTransaction(items: NamedItems): Promise<boolean> {
  return (await transact(items)).length === 0;
}

/**
 * Marks one section complete, keeping the first completion: the user course as written (so the
 * caller sees every section completed by concurrent requests), or null when it already was.
 */
export async function completeSection(
  userCourse: UserCourse,
  index: number,
  completedAt: string,
): Promise<UserCourse | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.userCourse(userCourse.userId, userCourse.uuid),
        UpdateExpression: `SET sections[${index}].completedAt = :at ADD #version :one`,
        ConditionExpression: `attribute_exists(PK) AND (attribute_not_exists(sections[${index}].completedAt) OR sections[${index}].completedAt = :none)`,
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':at': completedAt, ':none': null, ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toUserCourse(Attributes!);
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

/**
 * Attaches an exam to a user course that has none, creating the exam item unless it exists
 * already: one transaction, so an exam is never attached without its item nor drawn twice.
 * False when the user course moved (or got an exam) since it was read.
 */
export function attachExam(userCourse: UserCourse, exam: UserExam, create: boolean): Promise<boolean> {
  const attach = versionedUpdate(
    userCourse,
    { userExamUuid: exam.uuid, examProgress: 0, examProgressVersion: 0 },
    { expression: 'attribute_not_exists(userExamUuid) OR userExamUuid = :noExam', values: { ':noExam': null } },
  );
  return applyTransaction({ exam: create && userExamPut(exam), userCourse: attach });
}

/**
 * Records the current exam's answered share, computed from the exam as written at `examVersion`.
 * Monotonic rather than retried: a save computed from an older exam version never overwrites a
 * newer one, and an exam that is no longer current moves nothing. Null when nothing changed.
 */
export async function recordExamProgress(
  userCourse: UserCourse,
  examUuid: string,
  examProgress: number,
  examVersion: number,
): Promise<UserCourse | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.userCourse(userCourse.userId, userCourse.uuid),
        UpdateExpression: 'SET examProgress = :progress, examProgressVersion = :examVersion ADD #version :one',
        ConditionExpression:
          'userExamUuid = :exam AND (attribute_not_exists(examProgressVersion) OR examProgressVersion < :examVersion)',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: {
          ':progress': examProgress,
          ':examVersion': examVersion,
          ':exam': examUuid,
          ':one': 1,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toUserCourse(Attributes!);
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

export interface Outcome {
  examUuid: string;
  /** The exam's version once scored, and its answered share then. */
  examVersion: number;
  examProgress: number;
  scoredAt: string;
}

/** The pass, for the scoring transaction: dates are the learner's calendar days. */
export function recordPass(
  userCourse: UserCourse,
  outcome: Outcome & { passedOn: string; expiresOn: string; providerCardId: string },
): TransactItem {
  return versionedUpdate(
    userCourse,
    {
      status: 'passed',
      scoredAt: outcome.scoredAt,
      passedAt: outcome.scoredAt,
      passedOn: outcome.passedOn,
      issuedOn: outcome.passedOn,
      expirationDate: outcome.expiresOn,
      providerCardId: outcome.providerCardId,
      examProgress: outcome.examProgress,
      examProgressVersion: outcome.examVersion,
    },
    { expression: 'userExamUuid = :exam', values: { ':exam': outcome.examUuid } },
  );
}

/**
 * A review's pass (no entitlement backed it): no new card. The user course shows the card the
 * learner already holds, needs no card confirmation and offers no CE credit of its own.
 */
export function recordReviewPass(
  userCourse: UserCourse,
  outcome: Outcome & { passedOn: string; heldCard: { id: string; issuedOn: string; expiresOn: string } | null },
): TransactItem {
  return versionedUpdate(
    userCourse,
    {
      status: 'passed',
      review: true,
      scoredAt: outcome.scoredAt,
      passedAt: outcome.scoredAt,
      passedOn: outcome.passedOn,
      issuedOn: outcome.heldCard?.issuedOn ?? null,
      expirationDate: outcome.heldCard?.expiresOn ?? null,
      providerCardId: outcome.heldCard?.id ?? null,
      manuallyConfirmed: true,
      examProgress: outcome.examProgress,
      examProgressVersion: outcome.examVersion,
    },
    { expression: 'userExamUuid = :exam', values: { ':exam': outcome.examUuid } },
  );
}

/** The fail, for the scoring transaction. */
export function recordFail(userCourse: UserCourse, outcome: Outcome): TransactItem {
  return versionedUpdate(
    userCourse,
    {
      status: 'failed',
      scoredAt: outcome.scoredAt,
      examProgress: outcome.examProgress,
      examProgressVersion: outcome.examVersion,
    },
    { expression: 'userExamUuid = :exam', values: { ':exam': outcome.examUuid } },
  );
}

/** After a failed attempt: the next exam (created here) becomes the current one. False on a race. */
export function startRetake(userCourse: UserCourse, failedExamUuid: string, next: UserExam): Promise<boolean> {
  const update = versionedUpdate(
    userCourse,
    { status: 'in_progress', userExamUuid: next.uuid, examProgress: 0, examProgressVersion: 0, scoredAt: null },
    {
      expression: 'userExamUuid = :failed AND #status = :failedStatus',
      names: { '#status': 'status' },
      values: { ':failed': failedExamUuid, ':failedStatus': 'failed' },
    },
  );
  return applyTransaction({ exam: userExamPut(next), userCourse: update });
}

/** The learner's one confirmation of the card (issue date, expiry, auto-renew), for a transaction with the card's update. */
export function confirmCard(
  userCourse: UserCourse,
  confirmation: { issuedOn: string; expiresOn: string; autoRenew: boolean },
): TransactItem {
  return versionedUpdate(
    userCourse,
    {
      manuallyConfirmed: true,
      autoRenew: confirmation.autoRenew,
      issuedOn: confirmation.issuedOn,
      expirationDate: confirmation.expiresOn,
    },
    {
      expression: 'manuallyConfirmed = :notYet AND #status = :passed',
      names: { '#status': 'status' },
      values: { ':notYet': false, ':passed': 'passed' },
    },
  );
}

/** Turns auto-renewal on or off for the passed exam that is still current. Null on a race. */
export function setAutoRenew(userCourse: UserCourse, examUuid: string, autoRenew: boolean): Promise<UserCourse | null> {
  return applyUpdate(
    versionedUpdate(
      userCourse,
      { autoRenew },
      {
        expression: 'userExamUuid = :exam AND #status = :passed',
        names: { '#status': 'status' },
        values: { ':exam': examUuid, ':passed': 'passed' },
      },
    ),
  );
}

/**
 * Board reporting: CE Broker accepted a completion of this course. The first accepted id stays (a
 * second license's report of the same course keeps it). Decides from nothing it read, so it is not
 * conditioned on the version, but moves it like every write of the user course.
 */
export async function recordCeBrokerId(userId: string, uuid: string, ceBrokerId: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.userCourse(userId, uuid),
        UpdateExpression: 'SET ceBrokerId = :id ADD #version :one',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(ceBrokerId)',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':id': ceBrokerId, ':one': 1 },
      }),
    );
  } catch (error) {
    // Already set (or the course is gone): nothing to do.
    if (!isConditionalCheckFailure(error)) throw error;
  }
}
