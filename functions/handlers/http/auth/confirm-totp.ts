import * as contracts from '@shared/contracts/mfa';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { confirmTotp } from '@functions/domain/auth/mfa-enrollment';

export const handler = defineHttpHandler(contracts.confirmTotp, async ({ body, caller, request }) => ({
  status: 200,
  body: await confirmTotp(caller, body, request.ip),
}));
