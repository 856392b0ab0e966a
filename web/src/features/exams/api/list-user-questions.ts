// GET /api/user_questions.json?userExamUuid=: the exam's questions with the caller's selections
// (correctness only once scored), in position order. A 404 when the exam does not exist.
import { useQuery } from '@tanstack/react-query';
import { listUserQuestions as contract, type UserQuestion } from '@shared/contracts/exams';
import { contractQuery, fetchContract, type QueryData } from '@web/lib/contract-query';
import { EVERY_VISIT } from '@web/lib/prefetch';

export type { UserQuestion };
export type UserQuestions = QueryData<typeof contract>;

export const fetchUserQuestions = (userExamUuid: string) => fetchContract(contract, { query: { userExamUuid } });

export const userQuestionsQueryOptions = (userExamUuid: string) => ({ ...contractQuery(contract, { query: { userExamUuid } }), ...EVERY_VISIT });

const inPositionOrder = (body: UserQuestions): UserQuestions => ({ ...body, data: [...body.data].sort((a, b) => a.position - b.position) });

export function useUserQuestions(userExamUuid: string) {
  return useQuery({ ...userQuestionsQueryOptions(userExamUuid), select: inPositionOrder });
}
