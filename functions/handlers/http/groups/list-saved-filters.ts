import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listSavedFilters } from '@functions/domain/groups/saved-filters';

export const handler = defineHttpHandler(contracts.listSavedFilters, async ({ group, query }) => ({
  status: 200,
  body: { data: await listSavedFilters(group, query.modelType) },
}));
