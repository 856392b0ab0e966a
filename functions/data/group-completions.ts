// The progress report's rows: one item per course a group member completed, in the group's
// partition by completion day (`COMPLETED#<day>#<uuid>`, with `COMPLETEDDAY#<day>` counters), by
// member name on GSI1 and by course on GSI2, written in the transaction that records the finished
// course. See docs/data-model.md, "Progress report".
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { GroupScope } from '../lib/group-scope';
import * as keys from './keys';
import { courseSortKey, dayCounterMove, memberNameKey } from './group-members';
import { SORT_KEYS_VERSION } from './group-member-sorts';
import { db, queryMatching, queryPage, tableName, type Page, type PageRequest, type PagedRange } from './table';
import { itemSchema, nullableString, optionalNullableString } from './items';
import type { DatedRows } from './group-expirations';
import { isConditionalCheckFailure, type TransactItem } from './writes';

export interface CompletionRow {
  groupId: string;
  userId: string;
  firstName: string;
  lastName: string;
  userCourseUuid: string;
  courseId: string;
  courseName: string;
  examType: 'Certification' | 'Recertification';
  completedOn: string;
  passedAt: string;
  expirationDate: string | null;
  providerCardId: string | null;
  /** When the member submitted the course's CE evaluation (copied from the user course's `cme.submittedAt`). */
  cmeEvaluationSubmittedAt?: string | null;
}

const completionRowSchema = /* @__PURE__ */ itemSchema<CompletionRow>('GroupCompletion', () =>
  z.looseObject({
    groupId: z.string(),
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    userCourseUuid: z.string(),
    courseId: z.string(),
    courseName: z.string(),
    examType: z.enum(['Certification', 'Recertification']),
    completedOn: z.string(),
    passedAt: z.string(),
    expirationDate: nullableString(),
    providerCardId: nullableString(),
    cmeEvaluationSubmittedAt: optionalNullableString(),
  }),
);

export const COMPLETION_ROWS: DatedRows<CompletionRow> = {
  row: keys.groupCompletion,
  day: keys.groupCompletionDay,
  item: completionRowSchema,
};

/** A completed course's key in the course order (GSI2): course name, then completion day. */
export const completionCourseKey = (
  row: Pick<CompletionRow, 'groupId' | 'courseName' | 'completedOn' | 'userCourseUuid'>,
) => keys.groupCompletionByCourse(row.groupId, courseSortKey(row.courseName), row.completedOn, row.userCourseUuid);

/** The report's indexed orders besides completion date: member name (GSI1) and course (GSI2). */
export type CompletionOrder = 'name' | 'course';
const orderRange = (group: GroupScope, order: CompletionOrder) =>
  order === 'name' ? keys.groupCompletionsByName(group.id) : keys.groupCompletionsByCourse(group.id);

export function completionPut(row: CompletionRow): TransactItem[] {
  const item = {
    ...keys.groupCompletion(row.groupId, row.completedOn, row.userCourseUuid),
    ...keys.groupCompletionByName(row.groupId, memberNameKey(row.firstName, row.lastName), row.userCourseUuid),
    ...completionCourseKey(row),
    sortKeys: SORT_KEYS_VERSION,
    type: 'GroupCompletion',
    ...row,
  };
  return [
    { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
    dayCounterMove(row.groupId, row.completedOn, 1, keys.groupCompletionDay),
  ];
}

/** One page in name or course order (one Query of `perPage` rows); the total is the caller's day-counter sum. */
export async function listCompletionsInOrder(
  group: GroupScope,
  order: CompletionOrder,
  descending: boolean,
  request: PageRequest,
  total: number,
): Promise<Page<CompletionRow>> {
  return queryPage(orderRange(group, order), request, { total, newestFirst: descending, item: completionRowSchema });
}

/** The rows (date, name or course order) that pass `matches`: reads every completed course of the group. */
export function listMatchingCompletions(
  group: GroupScope,
  order: { by: 'date' | CompletionOrder; descending: boolean },
  matches: (row: CompletionRow) => boolean,
  request: { page: number; perPage: number },
) {
  const range: PagedRange = order.by === 'date' ? keys.groupCompletionsPrefix(group.id) : orderRange(group, order.by);
  const index = range.index;
  return queryMatching(
    {
      ...(index
        ? { IndexName: index, KeyConditionExpression: `${index}PK = :pk AND begins_with(${index}SK, :sk)` }
        : { KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)' }),
      ScanIndexForward: !order.descending,
      ExpressionAttributeValues: { ':pk': range.PK, ':sk': range.SKPrefix },
    },
    completionRowSchema,
    matches,
    request,
  );
}

/** Bulk loads only (the synthetic group): a day's completion counter set by `count` at once. */
export const completionDayCounterAdd = (groupId: string, date: string, count: number): TransactItem =>
  dayCounterMove(groupId, date, count, keys.groupCompletionDay);

/**
 * Copies a submitted CE evaluation onto the member's completed-course row (only if the row is there:
 * a course finished outside the group has none). False when there was no row.
 */
export async function recordCompletionEvaluation(
  groupId: string,
  completedOn: string,
  userCourseUuid: string,
  submittedAt: string,
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.groupCompletion(groupId, completedOn, userCourseUuid),
        UpdateExpression: 'SET cmeEvaluationSubmittedAt = :at',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':at': submittedAt },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
