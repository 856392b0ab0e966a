// GET /api/admin/question_banks/:id.json: one bank (name and count).
import { getQuestionBank as contract } from '@shared/contracts/admin';
import { useContractQuery } from '@web/lib/contract-query';

export const useQuestionBank = (id: string) => useContractQuery(contract, { params: { id } });
