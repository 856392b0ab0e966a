// GET /api/active_resources.json {folderableType, folderableId}: a folder's folders, files and crumbs.
import { apiRoute } from '@web/lib/api-route';
import { useContractQuery } from '@web/lib/contract-query';
import { placeQuery } from '../lib/asset-place';

export const listActiveResources = apiRoute('admin/list-active-resources');
export const useActiveResources = (folderId: string | null) =>
  useContractQuery(listActiveResources, { query: placeQuery(folderId) }, { placeholderData: (previous) => previous });
