// POST /api/admin/questions.json {content, questionBankId}: 422 per field, or the new question.
import { apiRoute } from '@web/lib/api-route';
import { useContractMutation } from '@web/lib/contract-mutation';

const contract = apiRoute('admin/create-question');
const bankReads = [
  apiRoute('admin/list-questions'),
  apiRoute('admin/get-question-bank'),
  apiRoute('admin/list-question-banks'),
];

export const useCreateQuestion = (questionBankId: string) =>
  useContractMutation(contract, {
    request: (content: string) => ({ body: { content, questionBankId } }),
    invalidates: bankReads,
    refetch: 'none',
  });
