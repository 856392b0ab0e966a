import * as contracts from '@shared/contracts/uploads';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { createDirectUpload } from '@functions/domain/uploads/direct-upload';

export const handler = defineHttpHandler(contracts.createDirectUpload, async ({ body, caller }) => ({
  status: 200,
  body: await createDirectUpload(caller, body),
}));
