// CE evaluation answers: one item per user course, written in the transaction that completes the
// submission on the user course (credentialStepUpdate in learning.ts).
import * as keys from './keys';
import { tableName } from './table';
import { transact, type NamedItems, type TransactItem } from './writes';

export type EvaluationAnswers = Record<string, number | string>;

export function cmeEvaluationAnswersPut(
  userId: string,
  userCourseUuid: string,
  answers: EvaluationAnswers,
  submittedAt: string,
): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.cmeEvaluationAnswers(userId, userCourseUuid),
        type: 'CmeEvaluationAnswers',
        answers,
        submittedAt,
      },
    },
  };
}

/**
 * Runs a credentials step's transaction: false when one of its conditions failed. A mere collision
 * with a concurrent write is thrown, for the step's `optimistic` to retry.
 */
export async function applyCredentialStep(items: NamedItems): Promise<boolean> {
  return (await transact(items)).length === 0;
}
