// PATCH /api/user_questions/:id.json {selectedUserAnswerId}: saves an answer the moment it is
// chosen. The reply's exam (answered count, canSubmit) and question go into the cache, so coming
// back to the exam shows what the server has.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerUserQuestion as contract } from '../../../../../shared/contracts/exams';
import { callApi } from '../../../lib/api';
import { examKeys } from './keys';
import type { UserQuestions } from './list-user-questions';

export interface AnswerInput {
  questionId: string;
  selectedUserAnswerId: string;
}

export function answerUserQuestion({ questionId, selectedUserAnswerId }: AnswerInput) {
  return callApi(contract, { params: { id: questionId }, body: { selectedUserAnswerId } });
}

export function useAnswerUserQuestion(userExamUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerUserQuestion,
    onSuccess: (reply) => {
      if (reply.status !== 200) return;
      const { userExam, userQuestion } = reply.body;
      client.setQueryData(examKeys.exam(userExamUuid), userExam);
      client.setQueryData<UserQuestions | null>(examKeys.questions(userExamUuid), (old) =>
        old ? { userExam, data: old.data.map((q) => (q.id === userQuestion.id ? { ...q, selectedUserAnswerId: userQuestion.selectedUserAnswerId } : q)) } : old,
      );
    },
  });
}
