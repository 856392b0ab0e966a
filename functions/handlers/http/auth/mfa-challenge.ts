import * as contracts from '@shared/contracts/mfa';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { mfaChallenge } from '@functions/domain/auth/mfa-challenge';

export const handler = defineHttpHandler(contracts.mfaChallenge, async ({ body, request, caller }) => {
  const { cookies, headers, ...reply } = await mfaChallenge(body, request.cookies, request.ip, caller);
  return { status: 200, cookies, headers, body: reply };
});
