import * as contracts from '@shared/contracts/auth';
import { MESSAGES } from '@shared/constants';
import { paths } from '@shared/paths';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { requestPasswordReset } from '@functions/domain/auth/password-reset';

export const handler = defineHttpHandler(contracts.requestPasswordReset, async ({ body, request: info }) => {
  await requestPasswordReset(body.email, info.ip);
  return { status: 201, body: { toaster: { type: 'success', message: MESSAGES.resetSent }, redirect: paths.login } };
});
