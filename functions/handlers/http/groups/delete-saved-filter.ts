import { deleteSavedFilter } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { removeSavedFilter } from '@functions/domain/groups/saved-filters';

export const handler = defineHttpHandler(deleteSavedFilter, async ({ group, params }) => {
  await removeSavedFilter(group, params.id);
  return { status: 200, body: { toaster: { type: 'success', message: 'Filter deleted.' } } };
});
