import { confirmTotp } from '@shared/contracts/mfa';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { confirmTotpSetup } from '@functions/domain/auth/mfa-enrolment';

export const handler = defineHttpHandler(confirmTotp, async ({ body, caller, request }) => ({
  status: 200,
  body: await confirmTotpSetup(caller, body, request.ip),
}));
