import * as contracts from '@shared/contracts/auth';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { requestPasswordReset } from '@functions/domain/auth/password-reset';

export const handler = defineHttpHandler(contracts.requestPasswordReset, async ({ body, request: info }) => ({
  status: 201,
  body: await requestPasswordReset(body.email, info.ip),
}));
