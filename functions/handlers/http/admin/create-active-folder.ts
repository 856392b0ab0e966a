import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { createActiveFolder } from '@functions/domain/admin/assets';

export const handler = defineHttpHandler(contracts.createActiveFolder, async ({ body }) => ({
  status: 201,
  body: await createActiveFolder(body.activeFolder),
}));
