// Saved filters of a list view: read, save (the current query string under a name), delete.
import type * as groups from '@shared/contracts/groups';
import type { BodyInput } from '@web/lib/api';
import type { QueryData } from '@web/lib/contract-key';
import { useContractMutation } from '@web/lib/contract-mutation';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const createSavedFilter = apiRoute('groups/create-saved-filter');
const deleteSavedFilter = apiRoute('groups/delete-saved-filter');
const listSavedFilters = apiRoute('groups/list-saved-filters');

export type SavedFilterModel = (typeof groups.SAVED_FILTER_MODELS)[number];
const selectFilters = (body: QueryData<typeof listSavedFilters>) => body.data;
export const useSavedFilters = (modelType: SavedFilterModel) =>
  useContractQuery(listSavedFilters, { query: { modelType } }, { select: selectFilters });
export const useSaveFilter = () =>
  useContractMutation(createSavedFilter, {
    request: (body: BodyInput<typeof createSavedFilter>) => ({ body }),
    invalidates: [listSavedFilters],
  });
export const useDeleteFilter = () =>
  useContractMutation(deleteSavedFilter, {
    request: (id: string) => ({ params: { id } }),
    invalidates: [listSavedFilters],
  });
