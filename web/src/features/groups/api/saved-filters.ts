// Saved filters of a list view: read, save (the current query string under a name), delete.
import * as groups from '@shared/contracts/groups';
import type { BodyInput } from '@web/lib/api';
import { useContractMutation, useContractQuery, type QueryData } from '@web/lib/contract-query';

export type SavedFilterModel = (typeof groups.SAVED_FILTER_MODELS)[number];
const selectFilters = (body: QueryData<typeof groups.listSavedFilters>) => body.data;
export const useSavedFilters = (modelType: SavedFilterModel) => useContractQuery(groups.listSavedFilters, { query: { modelType } }, { select: selectFilters });
export const useSaveFilter = () => useContractMutation(groups.createSavedFilter, { request: (body: BodyInput<typeof groups.createSavedFilter>) => ({ body }), invalidates: [groups.listSavedFilters] });
export const useDeleteFilter = () => useContractMutation(groups.deleteSavedFilter, { request: (id: string) => ({ params: { id } }), invalidates: [groups.listSavedFilters] });
