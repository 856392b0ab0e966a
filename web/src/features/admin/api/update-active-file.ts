// PATCH /api/active_files/:id.json {activeFile{fileName}}: rename (errors under fileName).
import { apiRoute } from '@web/lib/api-route';
import { useContractMutation } from '@web/lib/contract-mutation';
import { listActiveResources } from './list-active-resources';

const contract = apiRoute('admin/update-active-file');

export const useRenameActiveFile = () =>
  useContractMutation(contract, {
    request: ({ id, fileName }: { id: string; fileName: string }) => ({
      params: { id },
      body: { activeFile: { fileName } },
    }),
    invalidates: [listActiveResources],
  });
