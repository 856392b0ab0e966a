import * as contracts from '@shared/contracts/mfa';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { startTotp } from '@functions/domain/auth/mfa-enrollment';

export const handler = defineHttpHandler(contracts.startTotp, async ({ caller }) => ({
  status: 201,
  body: await startTotp(caller),
}));
