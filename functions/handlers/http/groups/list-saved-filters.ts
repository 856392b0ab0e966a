import { listSavedFilters } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { savedFiltersOf } from '@functions/domain/groups/saved-filters';

export const handler = defineHttpHandler(listSavedFilters, async ({ group, query }) => ({
  status: 200,
  body: { data: await savedFiltersOf(group, query.modelType) },
}));
