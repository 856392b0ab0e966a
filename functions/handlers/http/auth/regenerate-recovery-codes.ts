import { regenerateRecoveryCodes } from '@shared/contracts/mfa';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { renewRecoveryCodes } from '@functions/domain/auth/mfa-enrolment';

export const handler = defineHttpHandler(regenerateRecoveryCodes, async ({ body, caller, request }) => ({
  status: 201,
  body: await renewRecoveryCodes(caller, body, request.ip),
}));
