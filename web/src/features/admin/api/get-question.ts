// GET /api/admin/questions/:id.json: one question with why exams cannot draw it (errors).
import { getQuestion as contract } from '@shared/contracts/admin';
import { useContractQuery } from '@web/lib/contract-query';

export const useQuestion = (id: string) => useContractQuery(contract, { params: { id } });
