import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { deleteSavedFilter } from '@functions/domain/groups/saved-filters';

export const handler = defineHttpHandler(contracts.deleteSavedFilter, async ({ group, params }) => ({
  status: 200,
  body: await deleteSavedFilter(group, params.id),
}));
