import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { updateActiveFile } from '@functions/domain/admin/assets';

export const handler = defineHttpHandler(contracts.updateActiveFile, async ({ params, body }) => ({
  status: 200,
  body: await updateActiveFile(params.id, body.activeFile),
}));
