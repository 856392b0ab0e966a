import { createDirectUpload } from '@shared/contracts/uploads';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { createDirectUpload as presign } from '@functions/domain/uploads/direct-upload';

export const handler = defineHttpHandler(createDirectUpload, async ({ body, caller }) => ({
  status: 200,
  body: await presign(caller, body),
}));
