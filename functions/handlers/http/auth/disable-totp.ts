import { disableTotp } from '@shared/contracts/mfa';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { turnOffTotp } from '@functions/domain/auth/mfa-enrolment';

export const handler = defineHttpHandler(disableTotp, async ({ body, caller, request }) => ({
  status: 200,
  body: await turnOffTotp(caller, body, request.ip),
}));
