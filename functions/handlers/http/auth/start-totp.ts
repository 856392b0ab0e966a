import { startTotp } from '@shared/contracts/mfa';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { startTotpSetup } from '@functions/domain/auth/mfa-enrolment';

export const handler = defineHttpHandler(startTotp, async ({ caller }) => ({
  status: 201,
  body: await startTotpSetup(caller),
}));
