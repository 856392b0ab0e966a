// POST /api/active_folders.json {activeFolder{name, folderableType, folderableId}}.
import { apiRoute } from '@web/lib/api-route';
import { useContractMutation } from '@web/lib/contract-mutation';
import { placeQuery } from '../lib/asset-place';
import { listActiveResources } from './list-active-resources';

const contract = apiRoute('admin/create-active-folder');

export const useCreateActiveFolder = (folderId: string | null) =>
  useContractMutation(contract, {
    request: (name: string) => ({ body: { activeFolder: { name, ...placeQuery(folderId) } } }),
    invalidates: [listActiveResources],
  });
