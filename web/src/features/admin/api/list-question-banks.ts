// GET /api/admin/question_banks.json?search=: every bank with its question count.
import { listQuestionBanks as contract } from '@shared/contracts/admin';
import { useContractQuery } from '@web/lib/contract-query';

export const useQuestionBanks = (search: string) => useContractQuery(contract, { query: search ? { search } : {} }, { placeholderData: (previous) => previous });
