import { resendEmailConfirmation } from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { resendEmailConfirmation as resend } from '@functions/domain/profile/email-verification';

export const handler = defineHttpHandler(resendEmailConfirmation, async ({ caller }) => ({
  status: 201,
  body: await resend(caller),
}));
