// DELETE /api/admin/questions/:id.json: the reply leads back to the bank.
import { apiRoute } from '@web/lib/api-route';
import { useContractMutation } from '@web/lib/contract-mutation';

const contract = apiRoute('admin/delete-question');
const bankReads = [
  apiRoute('admin/list-questions'),
  apiRoute('admin/get-question-bank'),
  apiRoute('admin/list-question-banks'),
];

export const useDeleteQuestion = (id: string) =>
  useContractMutation(contract, { request: () => ({ params: { id } }), invalidates: bankReads, refetch: 'none' });
