import { createSavedFilter } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { saveFilter } from '@functions/domain/groups/saved-filters';

export const handler = defineHttpHandler(createSavedFilter, async ({ group, body }) => ({
  status: 201,
  body: { data: await saveFilter(group, body), toaster: { type: 'success', message: 'Filter saved.' } },
}));
