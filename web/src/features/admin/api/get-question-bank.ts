// GET /api/admin/question_banks/:id.json: one bank (name and count).
import { apiRoute } from '@web/lib/api-route';
import { useContractQuery } from '@web/lib/contract-query';

const contract = apiRoute('admin/get-question-bank');

export const useQuestionBank = (id: string) => useContractQuery(contract, { params: { id } });
