import * as contracts from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { resendEmailConfirmation } from '@functions/domain/profile/email-verification';

export const handler = defineHttpHandler(contracts.resendEmailConfirmation, async ({ caller }) => ({
  status: 201,
  body: await resendEmailConfirmation(caller),
}));
