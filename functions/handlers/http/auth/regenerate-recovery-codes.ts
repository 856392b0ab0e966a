import * as contracts from '@shared/contracts/mfa';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { regenerateRecoveryCodes } from '@functions/domain/auth/mfa-enrollment';

export const handler = defineHttpHandler(contracts.regenerateRecoveryCodes, async ({ body, caller, request }) => ({
  status: 201,
  body: await regenerateRecoveryCodes(caller, body, request.ip),
}));
