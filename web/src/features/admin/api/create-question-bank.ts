// POST /api/admin/question_banks.json {name}: the list and its counts read again.
import { createQuestionBank as contract, listQuestionBanks } from '@shared/contracts/admin';
import { useContractMutation } from '@web/lib/contract-query';

export const useCreateQuestionBank = () =>
  useContractMutation(contract, { request: (name: string) => ({ body: { name } }), invalidates: [listQuestionBanks] });
