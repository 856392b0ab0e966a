// GET /api/admin/questions/:id.json: one question with why exams cannot draw it (errors).
import { apiRoute } from '@web/lib/api-route';
import { useContractQuery } from '@web/lib/contract-query';

const contract = apiRoute('admin/get-question');

export const useQuestion = (id: string) => useContractQuery(contract, { params: { id } });
