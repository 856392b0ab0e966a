import * as contracts from '@shared/contracts/mfa';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { disableTotp } from '@functions/domain/auth/mfa-enrollment';

export const handler = defineHttpHandler(contracts.disableTotp, async ({ body, caller, request }) => ({
  status: 200,
  body: await disableTotp(caller, body, request.ip),
}));
