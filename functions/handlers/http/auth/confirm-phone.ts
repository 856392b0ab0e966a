import * as contracts from '@shared/contracts/auth';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { confirmPhone } from '@functions/domain/auth/phone-verification';

export const handler = defineHttpHandler(contracts.confirmPhone, async ({ body, caller, request }) => ({
  status: 200,
  body: await confirmPhone(caller, body.code, request.ip),
}));
