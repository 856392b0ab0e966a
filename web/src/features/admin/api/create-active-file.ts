// POST /api/active_files.json {activeFile{file, fileName, fileableType, fileableId}}: stores a file
// uploaded by direct upload (the signed id) in the folder.
import { apiRoute } from '@web/lib/api-route';
import { useContractMutation } from '@web/lib/contract-mutation';
import { fileablePlace } from '../lib/asset-place';
import { listActiveResources } from './list-active-resources';

const contract = apiRoute('admin/create-active-file');

export const useCreateActiveFile = (folderId: string | null) =>
  useContractMutation(contract, {
    request: ({ signedId, fileName }: { signedId: string; fileName: string }) => ({
      body: { activeFile: { file: signedId, fileName, ...fileablePlace(folderId) } },
    }),
    invalidates: [listActiveResources],
  });
