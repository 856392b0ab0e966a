import { updateActiveFile } from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { renameFile } from '@functions/domain/admin/assets';

export const handler = defineHttpHandler(updateActiveFile, async ({ params, body }) => ({
  status: 200,
  body: await renameFile(params.id, body.activeFile),
}));
