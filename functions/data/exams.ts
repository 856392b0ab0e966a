// User exams: one item per attempt, questions and selections inline.
import { GetCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName, withoutKeys } from './table';
import { keys } from './keys';

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
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const userExamItem = (exam: UserExam) => ({ ...keys.userExam(exam.userId, exam.uuid), type: 'UserExam', ...exam });

export function userExamPut(exam: UserExam): TransactItem {
  return { Put: { TableName: tableName(), Item: userExamItem(exam), ConditionExpression: 'attribute_not_exists(PK)' } };
}

export async function getUserExam(userId: string, uuid: string): Promise<UserExam | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.userExam(userId, uuid) }));
  if (!Item) return null;
  return withoutKeys<UserExam>(Item);
}

/** Saves a selection while the exam is in progress; false when it no longer is. */
export async function saveSelection(userId: string, uuid: string, index: number, answerId: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.userExam(userId, uuid),
        UpdateExpression: `SET questions[${index}].selectedAnswerId = :answer`,
        ConditionExpression: '#status = :open',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':answer': answerId, ':open': 'in_progress' },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Records the outcome, only from in_progress (a double submit scores once). */
export function examScoring(userId: string, uuid: string, status: 'passed' | 'failed', score: number, scoredAt: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.userExam(userId, uuid),
      UpdateExpression: 'SET #status = :status, score = :score, scoredAt = :at',
      ConditionExpression: '#status = :open',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ':score': score, ':at': scoredAt, ':open': 'in_progress' },
    },
  };
}
