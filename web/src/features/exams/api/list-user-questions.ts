// GET /api/user_questions.json?userExamUuid=: the exam's questions with the caller's selections
// (correctness only once scored). Null when the exam does not exist.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listUserQuestions as contract, type UserQuestion } from '../../../../../shared/contracts/exams';
import { callApi, type ReplyWith } from '../../../lib/api';
import { examKeys } from './keys';

export type { UserQuestion };
export type UserQuestions = ReplyWith<typeof contract, 200>['body'];

export async function fetchUserQuestions(userExamUuid: string): Promise<UserQuestions | null> {
  const reply = await callApi(contract, { query: { userExamUuid } });
  if (reply.status !== 200) return null;
  return { ...reply.body, data: [...reply.body.data].sort((a, b) => a.position - b.position) };
}

export const userQuestionsQueryOptions = (userExamUuid: string) =>
  queryOptions({ queryKey: examKeys.questions(userExamUuid), queryFn: () => fetchUserQuestions(userExamUuid), staleTime: 0 });

export function useUserQuestions(userExamUuid: string) {
  return useQuery(userQuestionsQueryOptions(userExamUuid));
}
