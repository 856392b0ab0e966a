import { createActiveFile } from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { addFile } from '@functions/domain/admin/assets';

export const handler = defineHttpHandler(createActiveFile, async ({ body, caller }) => ({
  status: 201,
  body: await addFile(caller, body.activeFile),
}));
