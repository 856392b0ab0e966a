import * as contracts from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { confirmEmail } from '@functions/domain/profile/email-verification';

export const handler = defineHttpHandler(contracts.confirmEmail, async ({ body, caller }) => ({
  status: 200,
  body: await confirmEmail(caller, body.token),
}));
