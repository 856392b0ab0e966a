import { confirmPhone } from '@shared/contracts/auth';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { confirmPhone as confirm } from '@functions/domain/auth/phone-verification';

export const handler = defineHttpHandler(confirmPhone, async ({ body, caller, request }) => ({
  status: 200,
  body: await confirm(caller, body.code, request.ip),
}));
