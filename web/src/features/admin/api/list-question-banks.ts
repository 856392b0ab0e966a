// GET /api/admin/question_banks.json?search=: every bank with its question count.
import { apiRoute } from '@web/lib/api-route';
import { useContractQuery } from '@web/lib/contract-query';

const contract = apiRoute('admin/list-question-banks');

export const useQuestionBanks = (search: string) =>
  useContractQuery(contract, { query: search ? { search } : {} }, { placeholderData: (previous) => previous });
