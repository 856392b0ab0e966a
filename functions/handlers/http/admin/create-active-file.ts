import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { createActiveFile } from '@functions/domain/admin/assets';

export const handler = defineHttpHandler(contracts.createActiveFile, async ({ body, caller }) => ({
  status: 201,
  body: await createActiveFile(caller, body.activeFile),
}));
