// DELETE /api/admin/questions/:id.json: the reply leads back to the bank.
import { deleteQuestion as contract, getQuestionBank, listQuestionBanks, listQuestions } from '@shared/contracts/admin';
import { useContractMutation } from '@web/lib/contract-query';

export const useDeleteQuestion = (id: string) =>
  useContractMutation(contract, { request: () => ({ params: { id } }), invalidates: [listQuestions, getQuestionBank, listQuestionBanks], refetch: 'none' });
