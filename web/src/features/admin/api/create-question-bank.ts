// POST /api/admin/question_banks.json {name}: the list and its counts read again.
import { apiRoute } from '@web/lib/api-route';
import { useContractMutation } from '@web/lib/contract-mutation';

const contract = apiRoute('admin/create-question-bank');
const listQuestionBanks = apiRoute('admin/list-question-banks');

export const useCreateQuestionBank = () =>
  useContractMutation(contract, {
    request: (name: string) => ({ body: { name } }),
    invalidates: [listQuestionBanks],
    refetch: 'none',
  });
