// User exams: one item per attempt, questions and selections inline. Every write adds one to
// `version`, so scoring can be conditioned on the exact selections it read and scored.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db, tableName } from './table';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';
import { isConditionalCheckFailure, versionCheck, type TransactItem } from './writes';

export type ExamStatus = 'in_progress' | 'passed' | 'failed';

export interface ExamQuestion {
  questionId: string;
  content: string;
  answers: { id: string; content: string; correct: boolean }[];
  selectedAnswerId: string | null;
}

export interface UserExam {
  uuid: string;
  userId: string;
  userCourseUuid: string;
  courseId: string;
  attempt: number;
  status: ExamStatus;
  score: number | null;
  passingScore: number;
  questions: ExamQuestion[];
  createdAt: string;
  scoredAt: string | null;
  /** Optimistic-concurrency version, one more with every write (readers return 0 for items without one). */
  version?: number;
}

export const userExamItem = (exam: UserExam) => ({
  ...keys.userExam(exam.userId, exam.uuid),
  type: 'UserExam',
  ...exam,
  version: exam.version ?? 0,
});
const userExamSchema = /* @__PURE__ */ itemSchema<UserExam>('UserExam', () =>
  z.looseObject({
    uuid: z.string(),
    userId: z.string(),
    userCourseUuid: z.string(),
    courseId: z.string(),
    attempt: z.number(),
    status: z.enum(['in_progress', 'passed', 'failed']),
    score: z.nullable(z.number()),
    passingScore: z.number(),
    questions: z.array(
      z.looseObject({
        questionId: z.string(),
        content: z.string(),
        answers: z.array(z.looseObject({ id: z.string(), content: z.string(), correct: z.boolean() })),
        selectedAnswerId: z.nullable(z.string()),
      }),
    ),
    createdAt: z.string(),
    scoredAt: z.nullable(z.string()),
    version: z.optional(z.number()),
  }),
);

const toUserExam = (item: Record<string, unknown>): UserExam => {
  const exam = parseItem(userExamSchema, item);
  return { ...exam, version: exam.version ?? 0 };
};

/** Creates an exam; the condition makes two draws of the same (deterministic) uuid create one. */
export function userExamPut(exam: UserExam): TransactItem {
  return { Put: { TableName: tableName(), Item: userExamItem(exam), ConditionExpression: 'attribute_not_exists(PK)' } };
}

/** Strongly consistent: scoring must read the selections as last written. */
export async function getUserExam(userId: string, uuid: string): Promise<UserExam | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.userExam(userId, uuid), ConsistentRead: true }),
  );
  return Item ? toUserExam(Item) : null;
}

/** Saves a selection while the exam is in progress: the exam as written, or null when it no longer is. */
export async function saveSelection(
  userId: string,
  uuid: string,
  index: number,
  answerId: string,
): Promise<UserExam | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.userExam(userId, uuid),
        UpdateExpression: `SET questions[${index}].selectedAnswerId = :answer ADD #version :one`,
        ConditionExpression: '#status = :open',
        ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
        ExpressionAttributeValues: { ':answer': answerId, ':open': 'in_progress', ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toUserExam(Attributes!);
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

/**
 * Records the outcome of exactly the selections scored: only while the exam is in progress and
 * still at the version that was read (an answer saved meanwhile makes this fail).
 */
export function examScoring(
  exam: UserExam,
  status: 'passed' | 'failed',
  score: number,
  scoredAt: string,
): TransactItem {
  const version = versionCheck(exam.version ?? 0);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.userExam(exam.userId, exam.uuid),
      UpdateExpression: `SET #status = :status, score = :score, scoredAt = :at, ${version.set}`,
      ConditionExpression: `#status = :open AND ${version.condition}`,
      ExpressionAttributeNames: { '#status': 'status', ...version.names },
      ExpressionAttributeValues: {
        ':status': status,
        ':score': score,
        ':at': scoredAt,
        ':open': 'in_progress',
        ...version.values,
      },
    },
  };
}
