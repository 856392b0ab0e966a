import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { deleteActiveFile } from '@functions/domain/admin/assets';

export const handler = defineHttpHandler(contracts.deleteActiveFile, async ({ params }) => ({
  status: 200,
  body: await deleteActiveFile(params.id),
}));
