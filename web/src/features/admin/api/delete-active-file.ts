// DELETE /api/active_files/:id: the file and its object; its URL stops working.
import { apiRoute } from '@web/lib/api-route';
import { useContractMutation } from '@web/lib/contract-mutation';
import { listActiveResources } from './list-active-resources';

const contract = apiRoute('admin/delete-active-file');

export const useDeleteActiveFile = () =>
  useContractMutation(contract, { request: (id: string) => ({ params: { id } }), invalidates: [listActiveResources] });
