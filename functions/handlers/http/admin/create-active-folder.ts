import { createActiveFolder } from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { addFolder } from '@functions/domain/admin/assets';

export const handler = defineHttpHandler(createActiveFolder, async ({ body }) => ({
  status: 201,
  body: await addFolder(body.activeFolder),
}));
