// CE evaluation answers: one item per user course, written in the transaction that completes the
// submission on the user course (credentialStepUpdate in learning.ts).
import * as keys from './keys';
import { tableName } from './table';
import { transactionConflicts, transact, type TransactItem } from './writes';

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

/** Runs a credentials step's transaction: false when one of its conditions failed or it met a concurrent write. */
export async function applyCredentialStep(items: TransactItem[]): Promise<boolean> {
  try {
    await transact(items);
    return true;
  } catch (error) {
    if (transactionConflicts(error) !== null) return false;
    throw error;
  }
}
