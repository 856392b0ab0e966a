// PATCH /api/user_questions/:id.json {selectedUserAnswerId}: saves an answer the moment it is
// chosen. The reply's exam (answered count, canSubmit) and question go into the cache, so coming
// back to the exam shows what the server has.
import { useContractMutation } from '@web/lib/contract-mutation';
import { setContractData } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('exams/answer-user-question');
const getUserExam = apiRoute('exams/get-user-exam');
const listUserQuestions = apiRoute('exams/list-user-questions');

export interface AnswerInput {
  questionId: string;
  selectedUserAnswerId: string;
}

export function useAnswerUserQuestion(userExamUuid: string) {
  return useContractMutation(contract, {
    request: ({ questionId, selectedUserAnswerId }: AnswerInput) => ({
      params: { id: questionId },
      body: { selectedUserAnswerId },
    }),
    update: ({ body: { userExam, userQuestion } }, _input, client) => {
      setContractData(client, getUserExam, { params: { uuid: userExamUuid } }, userExam);
      setContractData(client, listUserQuestions, { query: { userExamUuid } }, (old) =>
        old
          ? {
              userExam,
              data: old.data.map((q) =>
                q.id === userQuestion.id ? { ...q, selectedUserAnswerId: userQuestion.selectedUserAnswerId } : q,
              ),
            }
          : old,
      );
    },
  });
}
