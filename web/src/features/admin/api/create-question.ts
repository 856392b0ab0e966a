// POST /api/admin/questions.json {content, questionBankId}: 422 per field, or the new question.
import { createQuestion as contract, getQuestionBank, listQuestionBanks, listQuestions } from '@shared/contracts/admin';
import { useContractMutation } from '@web/lib/contract-query';

export const useCreateQuestion = (questionBankId: string) =>
  useContractMutation(contract, {
    request: (content: string) => ({ body: { content, questionBankId } }),
    invalidates: [listQuestions, getQuestionBank, listQuestionBanks],
    refetch: 'none',
  });
