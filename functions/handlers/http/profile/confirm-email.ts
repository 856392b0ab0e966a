import { confirmEmail } from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { confirmEmail as confirm } from '@functions/domain/profile/email-verification';

export const handler = defineHttpHandler(confirmEmail, async ({ body, caller }) => ({
  status: 200,
  body: await confirm(caller, body.token),
}));
