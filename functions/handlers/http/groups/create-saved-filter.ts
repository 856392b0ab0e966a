import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { createSavedFilter } from '@functions/domain/groups/saved-filters';

export const handler = defineHttpHandler(contracts.createSavedFilter, async ({ group, body }) => ({
  status: 201,
  body: await createSavedFilter(group, body),
}));
