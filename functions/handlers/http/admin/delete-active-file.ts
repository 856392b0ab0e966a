import { deleteActiveFile } from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { removeFile } from '@functions/domain/admin/assets';

export const handler = defineHttpHandler(deleteActiveFile, async ({ params }) => ({
  status: 200,
  body: await removeFile(params.id),
}));
