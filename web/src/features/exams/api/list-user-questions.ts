// GET /api/user_questions.json?userExamUuid=: the exam's questions with the caller's selections
// (correctness only once scored), in position order. A 404 when the exam does not exist.
import type { UserQuestion } from '@shared/contracts/exams';
import type { QueryData } from '@web/lib/contract-key';
import { contractQuery, useCachedQuery } from '@web/lib/contract-query';
import { EVERY_VISIT } from '@web/lib/prefetch';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('exams/list-user-questions');

export type { UserQuestion };
export type UserQuestions = QueryData<typeof contract>;

export const userQuestionsQueryOptions = (userExamUuid: string) => ({
  ...contractQuery(contract, { query: { userExamUuid } }),
  ...EVERY_VISIT,
});

const inPositionOrder = (body: UserQuestions): UserQuestions => ({
  ...body,
  data: [...body.data].sort((a, b) => a.position - b.position),
});

export function useUserQuestions(userExamUuid: string) {
  return useCachedQuery({ ...userQuestionsQueryOptions(userExamUuid), select: inPositionOrder });
}
